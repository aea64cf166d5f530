import "flatpickr/dist/flatpickr.css";
import type flatpickr from "flatpickr";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import { MdCalendarToday } from "react-icons/md";

type Instance = flatpickr.Instance;
type Options = flatpickr.Options.Options;

/** flatpickr's settings for every picker: dates as 2026-12-24, typed dates accepted. */
export const datePickerDefaults = {
  dateFormat: "Y-m-d",
  defaultHour: 12,
  minuteIncrement: 5,
  allowInput: true,
} as const;

/** The calendar's accessible name. */
export const datePickerCalendarName = "Choose a date";

/** What the field tells assistive technology about typing a date. */
export const datePickerHint = "Type a date as YYYY-MM-DD, or press the down arrow to choose one from the calendar.";

export interface DatePickerProps {
  /** The visible label, also the field's accessible name. */
  label: string;
  placeholder?: string;
  /** The date when the parent owns it ('' for none); otherwise `defaultValue`. In the picker's format ('2026-12-24'). */
  value?: string;
  defaultValue?: string;
  /** Called with the chosen date in the picker's format, or '' once it is cleared. */
  onChange?: (value: string) => void;
  id?: string;
  name?: string;
  /** Adds hours and minutes (default hour 12, steps of 5 minutes): '2026-12-24 12:00'. */
  enableTime?: boolean;
  /** The earliest date that can be chosen ('today' or a date in the picker's format). */
  minDate?: string | Date;
  className?: string;
}

/** The format of the field's text: the date, and the time when `enableTime` is on. */
export function datePickerFormat(enableTime: boolean): string {
  return enableTime ? `${datePickerDefaults.dateFormat} H:i` : datePickerDefaults.dateFormat;
}

// Our own arrows, hidden from assistive technology: the buttons around them carry the names.
const arrow = (path: string) => `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}" fill="currentColor"/></svg>`;
const prevArrow = arrow("M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z");
const nextArrow = arrow("M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z");

/** The flatpickr configuration of a picker. */
export function datePickerOptions({ enableTime = false, minDate }: { enableTime?: boolean; minDate?: string | Date }): Partial<Options> {
  return {
    ...datePickerDefaults,
    dateFormat: datePickerFormat(enableTime),
    enableTime,
    time_24hr: true,
    ...(minDate !== undefined && { minDate }),
    // The calendar sits right after the field (not at the end of the page), so it stays in the page's order.
    static: true,
    // Phones would get a native date field instead, without typed input or our label.
    disableMobile: true,
    prevArrow,
    nextArrow,
  };
}

/** A span of flatpickr's made into a named button that Enter and Space press. */
function makeButton(element: HTMLElement, name: string) {
  element.setAttribute("role", "button");
  element.setAttribute("aria-label", name);
  element.tabIndex = 0;
  element.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    event.stopPropagation();
    element.click();
  });
}

/**
 * Gives flatpickr's calendar the roles it lacks: a named dialog, month arrows
 * that are buttons, days that are buttons (flatpickr names each with its date).
 */
export function accessibleCalendar(instance: Instance) {
  const calendar = instance.calendarContainer;
  calendar.setAttribute("role", "dialog");
  calendar.setAttribute("aria-label", datePickerCalendarName);
  makeButton(instance.prevMonthNav, "Previous month");
  makeButton(instance.nextMonthNav, "Next month");
  for (const day of calendar.querySelectorAll<HTMLElement>(".flatpickr-day")) accessibleDay(day);
}

function accessibleDay(day: HTMLElement) {
  day.setAttribute("role", "button");
  if (day.classList.contains("flatpickr-disabled")) day.setAttribute("aria-disabled", "true");
}

/** The day the keyboard lands on when it enters the calendar: the chosen one, else today, else the first of the month. */
function dayToFocus(instance: Instance): HTMLElement | null {
  const shown = (day: HTMLElement | undefined) => (day && instance.calendarContainer.contains(day) ? day : null);
  return (
    shown(instance.selectedDateElem) ??
    shown(instance.todayDateElem) ??
    instance.calendarContainer.querySelector<HTMLElement>(".flatpickr-day:not(.prevMonthDay):not(.nextMonthDay):not(.flatpickr-disabled)")
  );
}

/** Takes the text typed in the field as the date (flatpickr does on Enter and when focus leaves). */
export function commitTyped(picker: Instance) {
  const typed = picker.input.value.trim();
  const shown = picker.selectedDates.map((date) => picker.formatDate(date, picker.config.dateFormat)).join(", ");
  if (typed !== shown) picker.setDate(typed, true, picker.config.dateFormat);
}

/**
 * The field's keys, as a date picker combobox has them: Enter takes the typed
 * date (and, with the calendar open, closes it without sending the form and
 * keeps focus in the field; flatpickr would blur it); Esc closes the calendar;
 * the down arrow opens it, or moves into it on the chosen day.
 */
export function fieldKeys(picker: Instance, event: globalThis.KeyboardEvent) {
  if (event.key === "Enter") {
    event.stopPropagation();
    commitTyped(picker);
    if (picker.isOpen) {
      event.preventDefault();
      picker.close();
    }
  } else if (event.key === "Escape" && picker.isOpen) {
    event.preventDefault();
    event.stopPropagation();
    picker.close();
  } else if (event.key === "ArrowDown" && !event.altKey && !event.ctrlKey) {
    event.preventDefault();
    event.stopPropagation();
    if (!picker.isOpen) {
      picker.open();
      return;
    }
    commitTyped(picker);
    dayToFocus(picker)?.focus();
  }
}

/**
 * A date field with flatpickr's calendar. It stays a real text field: a date
 * can be typed or pasted (YYYY-MM-DD); the calendar opens on focus or click,
 * the down arrow moves into it, Esc closes it. Before hydration (and without
 * JavaScript) it is the plain text field it enhances.
 */
export function DatePicker({
  label,
  placeholder,
  value,
  defaultValue,
  onChange,
  id,
  name,
  enableTime = false,
  minDate,
  className = "",
}: DatePickerProps) {
  const generatedId = useId();
  const inputId = id ?? `date-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<Instance | null>(null);

  const report = useEffectEvent((next: string) => onChange?.(next));
  // Brings flatpickr in line with the `value` prop.
  const syncValue = useEffectEvent(() => {
    const picker = pickerRef.current;
    if (!picker || value === undefined || picker.input.value === value) return;
    if (value === "") picker.clear(false);
    else picker.setDate(value, false);
  });

  const minDateKey = minDate instanceof Date ? minDate.toISOString() : minDate;
  const structure = JSON.stringify([enableTime, minDateKey]);
  useEffect(() => {
    const input = inputRef.current;
    const field = fieldRef.current;
    if (!input || !field) return;
    let picker: Instance | null = null;
    let cancelled = false;
    // flatpickr touches `document` as it loads, so it is loaded in the browser only, after the first paint.
    void import("flatpickr").then(({ default: flatpickrJs }) => {
      if (cancelled) return;
      picker = flatpickrJs(input, {
        ...datePickerOptions({ enableTime, minDate }),
        onReady: [(_dates, _text, instance) => accessibleCalendar(instance)],
        onDayCreate: [(_dates, _text, _instance, day: HTMLElement) => accessibleDay(day)],
        onChange: [(_dates, text) => report(text)],
      });
      pickerRef.current = picker;
      syncValue();
    });
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (picker && event.target === input) fieldKeys(picker, event);
    };
    // flatpickr skips a typed date when focus moves from the field into the calendar: take it then too.
    const onBlur = (event: FocusEvent) => {
      if (picker && event.relatedTarget instanceof Node && picker.calendarContainer.contains(event.relatedTarget)) commitTyped(picker);
    };
    // Capture: these keys are ours before flatpickr's own handler on the field sees them.
    field.addEventListener("keydown", onKeyDown, true);
    input.addEventListener("blur", onBlur);
    return () => {
      cancelled = true;
      field.removeEventListener("keydown", onKeyDown, true);
      input.removeEventListener("blur", onBlur);
      pickerRef.current = null;
      picker?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `structure` stands for every option that needs a rebuild.
  }, [structure]);

  useEffect(() => syncValue(), [value]);

  return (
    <div className={`date-picker ${className}`.trim()}>
      <label className="form-label" htmlFor={inputId}>
        {label}
      </label>
      {/* flatpickr wraps the field and adds its calendar: it gets a parent of its own so React never inserts next to it. */}
      <div ref={fieldRef} className="date-picker-field">
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          className="form-control"
          placeholder={placeholder}
          defaultValue={value ?? defaultValue}
          autoComplete="off"
          aria-describedby={hintId}
        />
      </div>
      <MdCalendarToday className="date-picker-icon" aria-hidden="true" focusable="false" />
      <span id={hintId} className="visually-hidden">
        {datePickerHint}
      </span>
    </div>
  );
}
