import "choices.js/public/assets/styles/choices.css";
import type Choices from "choices.js";
import type { Options as ChoicesOptions, templates as choicesTemplates } from "choices.js";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import { chevronDown, Icon } from "./Icon";

/** One entry of a picker: a plain string is both its value and its label. */
export type SelectPickerOption = string | { value: string; label: string; disabled?: boolean };

/** The messages the picker shows, as Choices.js words them. */
export const selectPickerTexts = {
  loading: "Loading...",
  noResults: "No results found",
  noChoices: "No choices to choose from",
} as const;

/** Search starts from one typed character and shows at most four results. */
export const selectPickerSearch = { floor: 1, resultLimit: 4 } as const;

export interface SelectPickerProps {
  /** The visible label, also the picker's accessible name. */
  label: string;
  options: SelectPickerOption[];
  /** The selected value when the parent owns it; otherwise `defaultValue`, then the first option. */
  value?: string;
  defaultValue?: string;
  /** Called with the new value ('' once a remove-item button cleared it). */
  onChange?: (value: string) => void;
  searchEnabled?: boolean;
  /** A button on the selected item that clears it. */
  removeItemButton?: boolean;
  /** Shown when nothing is selected. */
  placeholder?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
}

function normalise(options: SelectPickerOption[]) {
  return options.map((option) => (typeof option === "string" ? { value: option, label: option, disabled: false } : { disabled: false, ...option }));
}

/** The Choices.js configuration of a picker. */
export function selectPickerConfig({
  searchEnabled,
  removeItemButton,
  labelId,
}: {
  searchEnabled: boolean;
  removeItemButton: boolean;
  labelId: string;
}): Partial<ChoicesOptions> {
  return {
    searchEnabled,
    searchFloor: selectPickerSearch.floor,
    searchResultLimit: selectPickerSearch.resultLimit,
    loadingText: selectPickerTexts.loading,
    noResultsText: selectPickerTexts.noResults,
    noChoicesText: selectPickerTexts.noChoices,
    removeItemButton,
    shouldSort: false,
    itemSelectText: "",
    allowHTML: false,
    labelId,
  };
}

type Templates = typeof choicesTemplates;

/**
 * Choices.js markup made into the ARIA select-only combobox pattern: the box is
 * a combobox that controls a named listbox; the shown value and the popup's
 * wrapper carry no list roles; messages inside the list are disabled options.
 */
export function accessibleTemplates(
  defaults: Templates,
  { label, labelId, listId }: { label: string; labelId: string; listId: string },
): Partial<Templates> {
  return {
    containerOuter(...args) {
      const element = defaults.containerOuter.apply(this, args);
      element.setAttribute("role", "combobox");
      element.setAttribute("aria-haspopup", "listbox");
      element.setAttribute("aria-controls", listId);
      element.removeAttribute("aria-autocomplete");
      return element;
    },
    itemList(...args) {
      const element = defaults.itemList.apply(this, args);
      element.removeAttribute("role");
      return element;
    },
    item(...args) {
      const element = defaults.item.apply(this, args);
      element.removeAttribute("role");
      element.removeAttribute("aria-selected");
      return element;
    },
    dropdown(...args) {
      const element = defaults.dropdown.apply(this, args);
      element.setAttribute("role", "group");
      return element;
    },
    choiceList(...args) {
      const element = defaults.choiceList.apply(this, args);
      element.id = listId;
      element.setAttribute("aria-labelledby", labelId);
      return element;
    },
    input(...args) {
      const element = defaults.input.apply(this, args);
      element.setAttribute("aria-label", `Search ${label}`);
      element.setAttribute("aria-controls", listId);
      return element;
    },
    notice(...args) {
      const element = defaults.notice.apply(this, args);
      element.setAttribute("role", "option");
      element.setAttribute("aria-disabled", "true");
      element.setAttribute("aria-selected", "false");
      return element;
    },
  };
}

/**
 * A select with Choices.js behaviour: a styled list, optional search, an
 * optional remove-item button. Before hydration (and without JavaScript) it is
 * the native select it enhances, with the same value and size.
 */
export function SelectPicker({
  label,
  options,
  value,
  defaultValue,
  onChange,
  searchEnabled = true,
  removeItemButton = false,
  placeholder,
  id,
  name,
  disabled = false,
  className = "",
}: SelectPickerProps) {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const labelId = `${selectId}-label`;
  const listId = `${selectId}-list`;
  const selectRef = useRef<HTMLSelectElement>(null);
  const choicesRef = useRef<Choices | null>(null);
  const items = normalise(options);
  const initial = value ?? defaultValue ?? items.find((item) => !item.disabled)?.value ?? "";
  // A clearable picker needs an empty choice to fall back to, or the browser reselects the first option.
  const emptyChoice = removeItemButton || placeholder !== undefined;

  const report = useEffectEvent((next: string) => onChange?.(next));
  // Brings Choices.js in line with the `disabled` and `value` props.
  const syncState = useEffectEvent(() => {
    const choices = choicesRef.current;
    const select = selectRef.current;
    if (!choices || !select) return;
    if (disabled) choices.disable();
    else choices.enable();
    if (value === undefined || select.value === value) return;
    if (value === "") choices.removeActiveItems();
    else choices.setChoiceByValue(value);
  });

  const structure = JSON.stringify([items, searchEnabled, removeItemButton, placeholder, label, labelId]);
  useEffect(() => {
    const select = selectRef.current;
    if (!select) return;
    let choices: Choices | null = null;
    let cancelled = false;
    // Choices.js fires `change` before it has synced the select (a removed item's value is still there): read it after.
    const onSelectChange = () => queueMicrotask(() => report(select.value));
    // Choices.js touches `document` as it loads, so it is loaded in the browser only, after the first paint.
    void import("choices.js").then(({ default: ChoicesJs }) => {
      if (cancelled) return;
      const templates = accessibleTemplates(ChoicesJs.defaults.templates, { label, labelId, listId });
      choices = new ChoicesJs(select, {
        ...selectPickerConfig({ searchEnabled, removeItemButton, labelId }),
        callbackOnCreateTemplates: () => templates,
      });
      choicesRef.current = choices;
      select.addEventListener("change", onSelectChange);
      syncState();
    });
    return () => {
      cancelled = true;
      select.removeEventListener("change", onSelectChange);
      choicesRef.current = null;
      choices?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `structure` stands for every option that needs a rebuild.
  }, [structure]);

  useEffect(() => syncState(), [disabled, value]);

  return (
    <div className={`select-picker ${className}`.trim()}>
      <label className="form-label" id={labelId} htmlFor={selectId}>
        {label}
      </label>
      <div className="select-picker-control mk-select">
        {/* Choices.js wraps the select in its own markup: it gets a parent of its own so React never inserts next to it. */}
        <div className="select-picker-field">
          <select ref={selectRef} id={selectId} name={name} className="form-select" defaultValue={initial} disabled={disabled}>
            {emptyChoice && <option value="">{placeholder ?? `Choose ${label.toLowerCase()}`}</option>}
            {items.map((item) => (
              <option key={item.value} value={item.value} disabled={item.disabled}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        {/* The arrow over the native select and then Choices.js's field (see SelectField). */}
        <Icon icon={chevronDown} className="mk-select-arrow" />
      </div>
    </div>
  );
}
