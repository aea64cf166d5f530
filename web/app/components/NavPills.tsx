import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { assertOneOf } from "./kitProps";

/** Below this window width (px) horizontal pills stack vertically. */
export const stackPillsBelow = 991;
/** The sliding highlight is set up this long (ms) after the pills mount. */
export const movingTabDelay = 100;

export interface NavPillsTab {
  /** Unique among the tabs; names the tab in `activeKey` and `onSelect`. */
  key: string;
  label: string;
  /** A decorative icon shown before the label. */
  icon?: ReactNode;
  /** The panel the tab shows. */
  content: ReactNode;
}

export interface NavPillsProps {
  tabs: NavPillsTab[];
  /** The accessible name of the tab list. */
  label: string;
  /** Always stacked; otherwise the pills stack only in a narrow window. */
  vertical?: boolean;
  /** The tab shown first (uncontrolled); the first tab when not given. */
  defaultActiveKey?: string;
  /** The shown tab, when the parent owns it (with `onSelect`). */
  activeKey?: string;
  onSelect?: (key: string) => void;
  className?: string;
}

// The window width, read through an external store so the prerendered HTML (wide) hydrates cleanly.
function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}
const isNarrowWindow = () => window.innerWidth < stackPillsBelow;
const isNarrowOnServer = () => false;

/**
 * Tab pills with a highlight that slides under the active tab. A real tab
 * list: arrow keys move between tabs (and show them), Home and End jump to the
 * ends, and only the active tab is in the Tab order.
 */
export function NavPills({ tabs, label, vertical = false, defaultActiveKey, activeKey, onSelect, className = "" }: NavPillsProps) {
  const keys = tabs.map((tab) => tab.key);
  if (keys.length === 0) throw new Error("NavPills: tabs must hold at least one tab");
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated !== undefined) throw new Error(`NavPills: tab keys must be unique; "${repeated}" is used twice`);
  if (defaultActiveKey !== undefined) assertOneOf("NavPills", "defaultActiveKey", keys, defaultActiveKey);
  if (activeKey !== undefined) assertOneOf("NavPills", "activeKey", keys, activeKey);

  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? keys[0]);
  const active = activeKey ?? (keys.includes(ownKey) ? ownKey : keys[0]);
  const narrow = useSyncExternalStore(subscribeToResize, isNarrowWindow, isNarrowOnServer);
  const stacked = vertical || narrow;
  const [movingTabReady, setMovingTabReady] = useState(false);
  const baseId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const movingTabRef = useRef<HTMLSpanElement>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const timer = window.setTimeout(() => setMovingTabReady(true), movingTabDelay);
    return () => window.clearTimeout(timer);
  }, []);

  // The highlight follows the active tab, the stacking, and any change in the tabs' size (fonts, window).
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!movingTabReady || !track) return;
    const place = () => placeHighlight(movingTabRef.current, tabRefs.current.get(active));
    place();
    window.addEventListener("resize", place);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(place);
    observer?.observe(track);
    return () => {
      window.removeEventListener("resize", place);
      observer?.disconnect();
    };
  }, [movingTabReady, active, stacked]);

  const select = (key: string, focus = false) => {
    if (activeKey === undefined) setOwnKey(key);
    onSelect?.(key);
    if (focus) tabRefs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = keys.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: keys.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(keys[(moves[event.key] + keys.length) % keys.length], true);
  };

  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;
  const wrapperClasses = ["nav-pills-wrapper", stacked && "is-stacked", vertical && "nav-pills-vertical", className];
  const trackClasses = ["nav-pills-track", vertical ? "is-vertical" : "is-responsive", movingTabReady && "has-moving-tab"];

  return (
    <div className={wrapperClasses.filter(Boolean).join(" ")}>
      <div ref={trackRef} className={trackClasses.filter(Boolean).join(" ")}>
        {movingTabReady && <span ref={movingTabRef} className="moving-tab" aria-hidden="true" />}
        <div
          role="tablist"
          aria-label={label}
          aria-orientation={stacked ? "vertical" : "horizontal"}
          className={`nav nav-pills nav-pills-moving ${stacked ? "flex-column" : "flex-row"}`}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className={`nav-link${tab.key === active ? " active" : ""}`}
              aria-selected={tab.key === active}
              aria-controls={panelId(tab.key)}
              tabIndex={tab.key === active ? 0 : -1}
              onClick={() => select(tab.key)}
            >
              {tab.icon && (
                <span className="nav-pills-icon" aria-hidden="true">
                  {tab.icon}
                </span>
              )}
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div className="tab-content nav-pills-content">
        {tabs.map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={panelId(tab.key)}
            aria-labelledby={tabId(tab.key)}
            tabIndex={0}
            className="nav-pills-panel"
            hidden={tab.key !== active}
          >
            {tab.content}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Lays the highlight over a tab; the first placement jumps there, later ones slide. */
function placeHighlight(highlight: HTMLElement | null, tab: HTMLElement | undefined) {
  if (!highlight || !tab) return;
  highlight.style.width = `${tab.offsetWidth}px`;
  highlight.style.height = `${tab.offsetHeight}px`;
  highlight.style.transform = `translate(${tab.offsetLeft}px, ${tab.offsetTop}px)`;
  if (!highlight.classList.contains("is-placed")) {
    void highlight.offsetWidth; // commit the first position before transitions are switched on
    highlight.classList.add("is-placed");
  }
}
