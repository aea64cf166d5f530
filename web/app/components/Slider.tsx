import "nouislider/dist/nouislider.css";
import noUiSlider, { type API, type Options } from "nouislider";
import { useEffect, useEffectEvent, useRef, type CSSProperties } from "react";
import { groupThousands } from "~/lib/numbers";

/** One handle (a number), several (an array), or none chosen yet (null or false: the handle sits at `min`). */
export type SliderValue = number | number[] | null | false;

/** How tooltips and screen readers show a value: a function, or number formatting options. */
export type SliderFormat =
  | ((value: number) => string)
  | { prefix?: string; suffix?: string; decimals?: number; thousand?: string };

export type SliderOrientation = "horizontal" | "vertical";
export type SliderDirection = "ltr" | "rtl";

/** The noUiSlider events a slider reports, each with the slider's value at that moment. */
export const sliderEvents = ["start", "slide", "drag", "update", "change", "set", "end"] as const;
export type SliderEvent = (typeof sliderEvents)[number];
/** What a slider reports: an array for several handles, a number for one. */
export type SliderOutput<V extends SliderValue> = V extends number[] ? number[] : number;
type SliderListener<V extends SliderValue> = (value: SliderOutput<V>) => void;

/** Keyboard steps never go below this, so a key press always moves the handle. */
export const MIN_KEYBOARD_STEP = 1e-7;

export const sliderDefaults = {
  min: 0,
  max: 100,
  step: 1,
  orientation: "horizontal",
  direction: "ltr",
  tooltips: true,
  merge: -1,
  lazy: true,
  disabled: false,
} as const;

export interface SliderProps<V extends SliderValue = SliderValue> {
  value: V;
  /** The model update: on `set` in lazy mode (the default), on every `update` otherwise. */
  onValueChange?: SliderListener<V>;
  min?: number;
  max?: number;
  /** The distance between selectable values; 0 or less slides freely. */
  step?: number;
  orientation?: SliderOrientation;
  direction?: SliderDirection;
  /** Always-visible value bubbles over the handles. */
  tooltips?: boolean;
  /** Adjacent tooltips closer than this (percent of the track) merge into one; -1 never merges. */
  merge?: number;
  format?: SliderFormat;
  lazy?: boolean;
  disabled?: boolean;
  id?: string;
  /** The accessible name: one for all handles, or one per handle. */
  label: string | string[];
  className?: string;
  onStart?: SliderListener<V>;
  onSlide?: SliderListener<V>;
  onDrag?: SliderListener<V>;
  onUpdate?: SliderListener<V>;
  onChange?: SliderListener<V>;
  onSet?: SliderListener<V>;
  onEnd?: SliderListener<V>;
}

const listenerProps: Record<SliderEvent, keyof SliderProps> = {
  start: "onStart",
  slide: "onSlide",
  drag: "onDrag",
  update: "onUpdate",
  change: "onChange",
  set: "onSet",
  end: "onEnd",
};

/** Throws unless the value is a number, a non-empty array of numbers, null or false. */
export function validateSliderValue(value: unknown): asserts value is SliderValue {
  if (Array.isArray(value) && value.length === 0) throw new Error("slider value must not be an empty array");
  const isNumber = (item: unknown) => typeof item === "number" && Number.isFinite(item);
  if (value === null || value === false || isNumber(value) || (Array.isArray(value) && value.every(isNumber))) return;
  throw new Error(`slider value must be a number, an array of numbers, null or false; got ${JSON.stringify(value) ?? String(value)}`);
}

function validateSliderProps({ min, max, step, orientation, direction, merge }: Required<Pick<SliderProps, "min" | "max" | "step" | "orientation" | "direction" | "merge">>) {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min >= max) {
    throw new Error(`Slider: min must be a number below max; got min ${min} and max ${max}`);
  }
  if (!Number.isFinite(step)) throw new Error(`Slider: step must be a number; got ${step}`);
  if (orientation !== "horizontal" && orientation !== "vertical") {
    throw new Error(`Slider: orientation must be horizontal or vertical; got ${JSON.stringify(orientation)}`);
  }
  if (direction !== "ltr" && direction !== "rtl") throw new Error(`Slider: direction must be ltr or rtl; got ${JSON.stringify(direction)}`);
  if (!Number.isFinite(merge)) throw new Error(`Slider: merge must be a number (-1 to turn it off); got ${merge}`);
}

/** The step a key press moves by: the slider's step, never below MIN_KEYBOARD_STEP; undefined slides freely. */
export function keyboardStep(step: number): number | undefined {
  return step > 0 ? Math.max(step, MIN_KEYBOARD_STEP) : undefined;
}

function decimalsOf(step: number): number {
  if (step <= 0) return 2;
  const [, fraction = ""] = String(step).split(".");
  return Math.min(fraction.length, 7);
}

/** A value as tooltips and `aria-valuetext` show it. */
export function formatSliderValue(value: number, format: SliderFormat | undefined, step: number = sliderDefaults.step): string {
  if (typeof format === "function") return format(value);
  const { prefix = "", suffix = "", decimals = decimalsOf(step), thousand = "" } = format ?? {};
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split(".");
  const grouped = thousand ? groupThousands(whole, thousand) : whole;
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? "-" : ""}${prefix}${grouped}${fraction ? `.${fraction}` : ""}${suffix}`;
}

/** The handles' starting values: null and false start one handle at `min`. */
export function sliderStart(value: SliderValue, min: number): number[] {
  if (value === null || value === false) return [min];
  return Array.isArray(value) ? value : [value];
}

/** The value the handles stand for: null and false mean `min`. */
function modelOf(value: SliderValue, min: number): number | number[] {
  return value === null || value === false ? min : value;
}

function handleLabels(label: string | string[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    if (Array.isArray(label)) return label[index] ?? `${label[0]} ${index + 1}`;
    if (count === 1) return label;
    if (count === 2) return `${label}, ${index === 0 ? "lower" : "upper"} value`;
    return `${label}, value ${index + 1} of ${count}`;
  });
}

interface OptionInput {
  value: SliderValue;
  min: number;
  max: number;
  step: number;
  orientation: SliderOrientation;
  direction: SliderDirection;
  tooltips: boolean;
  label: string | string[];
  format: (value: number) => string;
}

/** The noUiSlider options for a slider's props. */
export function sliderOptions({ value, min, max, step, orientation, direction, tooltips, label, format }: OptionInput): Options {
  const start = sliderStart(value, min);
  const formatter = { to: format };
  return {
    start,
    range: { min, max },
    step: keyboardStep(step),
    connect: start.length > 1 ? true : "lower",
    orientation,
    direction,
    tooltips: tooltips ? start.map(() => formatter) : false,
    ariaFormat: formatter,
    keyboardSupport: true,
    keyboardMultiplier: 1,
    keyboardDefaultStep: 10,
    handleAttributes: handleLabels(label, start.length).map((name) => ({ "aria-label": name })),
  };
}

function sameValue(a: number | number[], b: number | number[]): boolean {
  const left = Array.isArray(a) ? a : [a];
  const right = Array.isArray(b) ? b : [b];
  return left.length === right.length && left.every((item, index) => item === right[index]);
}

function readValue(api: API): number | number[] {
  const raw = api.get(true);
  return Array.isArray(raw) ? raw.map(Number) : Number(raw);
}

/** Joins the tooltips of handles closer than `threshold` percent into one, centred over them. */
function mergeTooltips(api: API, threshold: number, text: (value: number) => string) {
  const tooltips = api.getTooltips() ?? [];
  const vertical = api.options.orientation === "vertical";
  const flip = api.options.direction === "rtl" ? -1 : 1;
  api.on("update.merge", (_values, _handle, unencoded, _tap, positions) => {
    const size = vertical ? api.target.offsetHeight : api.target.offsetWidth;
    const pools: number[][] = [];
    positions.forEach((position, index) => {
      const pool = pools[pools.length - 1];
      if (pool && position - positions[pool[pool.length - 1]] <= threshold) pool.push(index);
      else pools.push([index]);
    });
    for (const pool of pools) {
      const [first] = pool;
      const last = pool[pool.length - 1];
      pool.forEach((index) => {
        const tooltip = tooltips[index];
        if (!tooltip) return;
        tooltip.style.display = index === first ? "" : "none";
        tooltip.style.translate = "";
      });
      const shown = tooltips[first];
      if (!shown) continue;
      shown.textContent = pool.map((index) => text(unencoded[index])).join(" - ");
      const shift = (((positions[last] - positions[first]) / 2) * size * flip) / 100;
      shown.style.translate = vertical ? `0 ${shift}px` : `${shift}px 0`;
    }
  });
}

/**
 * A range slider on noUiSlider. The prerendered page shows a still copy of the
 * track and handles in the same box, so nothing moves when the real slider
 * takes over; its handles are keyboard operable (arrows, Page Up/Down, Home, End).
 */
export function Slider<V extends SliderValue>(props: SliderProps<V>) {
  const {
    value,
    min = sliderDefaults.min,
    max = sliderDefaults.max,
    step = sliderDefaults.step,
    orientation = sliderDefaults.orientation,
    direction = sliderDefaults.direction,
    tooltips = sliderDefaults.tooltips,
    merge = sliderDefaults.merge,
    format,
    lazy = sliderDefaults.lazy,
    disabled = sliderDefaults.disabled,
    id,
    label,
    className = "",
  } = props;
  validateSliderValue(value);
  validateSliderProps({ min, max, step, orientation, direction, merge });

  const targetRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<API | null>(null);
  const start = sliderStart(value, min);
  const text = (number: number) => formatSliderValue(number, format, step);

  const formatValue = useEffectEvent((number: number) => text(number));
  const buildOptions = useEffectEvent(() =>
    sliderOptions({ value, min, max, step, orientation, direction, tooltips, label, format: (number) => formatValue(number) }),
  );
  const report = useEffectEvent((event: SliderEvent, current: number | number[]) => {
    const changed = !sameValue(current, modelOf(value, min));
    const output = current as SliderOutput<V>;
    if (changed && ((lazy && event === "set") || (!lazy && event === "update"))) props.onValueChange?.(output);
    const listener = props[listenerProps[event]] as SliderListener<V> | undefined;
    listener?.(output);
  });

  // Anything that changes the slider's structure rebuilds it; the value alone only moves the handles.
  const structure = JSON.stringify([min, max, step, orientation, direction, tooltips, merge, start.length, label, typeof format === "function" || format]);
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const api = noUiSlider.create(target, buildOptions());
    let ready = false;
    for (const event of sliderEvents) {
      api.on(`${event}.kit`, () => {
        // noUiSlider fires `update` as soon as a listener is bound: that is not a change.
        if (ready) report(event, readValue(api));
      });
    }
    if (tooltips && merge >= 0 && start.length > 1) mergeTooltips(api, merge, (number) => formatValue(number));
    ready = true;
    apiRef.current = api;
    return () => {
      apiRef.current = null;
      api.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `structure` stands for every option that needs a rebuild.
  }, [structure]);

  useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    if (disabled) api.disable();
    else api.enable();
  }, [disabled, structure]);

  const model = JSON.stringify(value);
  useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const wanted = modelOf(value, min);
    if (!sameValue(readValue(api), wanted)) api.set(wanted, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `model` is the value by content, not by identity.
  }, [model, structure]);

  const range = max - min;
  const percents = start.map((item) => ((Math.min(Math.max(item, min), max) - min) / range) * 100);
  const edge = orientation === "vertical" ? (direction === "ltr" ? "top" : "bottom") : direction === "ltr" ? "left" : "right";
  const farEdge = { top: "bottom", bottom: "top", left: "right", right: "left" }[edge];
  const connect: CSSProperties =
    percents.length > 1
      ? { [edge]: `${percents[0]}%`, [farEdge]: `${100 - percents[percents.length - 1]}%` }
      : { [edge]: 0, [farEdge]: `${100 - percents[0]}%` };

  return (
    <div
      className={`kit-slider kit-slider-${orientation} kit-slider-${direction}${tooltips ? " kit-slider-tooltips" : ""}${disabled ? " kit-slider-disabled" : ""} ${className}`.trim()}
    >
      <div ref={targetRef} id={id} className="kit-slider-target" />
      <div className="kit-slider-placeholder" aria-hidden="true">
        <div className="kit-slider-placeholder-connect" style={connect} />
        {percents.map((percent, index) => (
          <div key={index} className="kit-slider-placeholder-handle" style={{ [edge]: `${percent}%` }}>
            {tooltips && <div className="kit-slider-placeholder-tooltip">{text(start[index])}</div>}
          </div>
        ))}
      </div>
    </div>
  );
}
