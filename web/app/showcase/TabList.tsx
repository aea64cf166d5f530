import { useRef, type KeyboardEvent } from "react";

export interface TabOption<Key extends string> {
  key: Key;
  label: string;
}

interface TabListProps<Key extends string> {
  tabs: readonly TabOption<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** The accessible name of the list. */
  label: string;
  /** The id of a tab's button, and of the panel it controls. */
  tabId: (key: Key) => string;
  panelId: (key: Key) => string;
  className?: string;
}

/** A row of tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move and select. */
export function TabList<Key extends string>({ tabs, selected, onSelect, label, tabId, panelId, className }: TabListProps<Key>) {
  const buttons = useRef(new Map<Key, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length].key;
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className={`nav nav-pills${className ? ` ${className}` : ""}`} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map(({ key, label: name }) => (
        <button
          key={key}
          ref={(element) => {
            if (element) buttons.current.set(key, element);
            else buttons.current.delete(key);
          }}
          type="button"
          role="tab"
          id={tabId(key)}
          className={`nav-link${selected === key ? " active" : ""}`}
          aria-selected={selected === key}
          aria-controls={panelId(key)}
          tabIndex={selected === key ? 0 : -1}
          onClick={() => onSelect(key)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
