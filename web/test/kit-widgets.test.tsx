import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { API } from "nouislider";
import type { ComponentProps, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Progress, progressColors } from "~/components/Progress";
import { SelectPicker, selectPickerConfig, selectPickerTexts } from "~/components/SelectPicker";
import {
  formatSliderValue,
  keyboardStep,
  MIN_KEYBOARD_STEP,
  Slider,
  sliderDefaults,
  sliderOptions,
  validateSliderValue,
} from "~/components/Slider";

/** Rendering a component that throws logs through React; keep the test output clean. */
function renderThrows(element: ReactElement): unknown {
  vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    render(element);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("Progress", () => {
  it("is a labelled progressbar with its value", () => {
    render(<Progress color="info" value={50} label="Upload" />);
    const bar = screen.getByRole("progressbar", { name: "Upload" });
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    const fill = bar.querySelector(".progress-bar") as HTMLElement;
    expect(fill.style.width).toBe("50%");
    expect(fill).toHaveClass("bg-info");
  });

  it("is contained by default and gradient on request; error is danger's colour", () => {
    const { container } = render(
      <>
        <Progress value={10} />
        <Progress variant="gradient" color="success" value={20} />
        <Progress color="error" value={30} />
        <Progress variant="gradient" color="error" value={40} />
      </>,
    );
    const fills = [...container.querySelectorAll(".progress-bar")];
    expect(fills.map((fill) => fill.className)).toEqual([
      "progress-bar bg-primary",
      "progress-bar bg-gradient-success",
      "progress-bar bg-danger",
      "progress-bar bg-gradient-danger",
    ]);
  });

  it("accepts every spec colour and the ends of the range", () => {
    for (const color of progressColors) expect(() => render(<Progress color={color} value={0} />)).not.toThrow();
    expect(() => render(<Progress value={100} />)).not.toThrow();
  });

  it.each([
    [{ value: 50, color: "pink" }, 'Progress: color must be one of primary, secondary, info, success, warning, danger, error, light, dark; got "pink"'],
    [{ value: 50, variant: "outline" }, 'Progress: variant must be one of contained, gradient; got "outline"'],
    [{ value: 120 }, "Progress: value must be between 0 and 100; got 120"],
    [{ value: -1 }, "Progress: value must be between 0 and 100; got -1"],
    [{ value: "50" }, 'Progress: value must be a number; got "50"'],
    [{ value: Number.NaN }, "Progress: value must be a number; got null"],
  ])("throws a clear error for %j", (props, message) => {
    const error = renderThrows(<Progress {...(props as ComponentProps<typeof Progress>)} />);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
  });
});

describe("Slider validation", () => {
  it("rejects an empty array", () => {
    expect(() => validateSliderValue([])).toThrow("slider value must not be an empty array");
    expect((renderThrows(<Slider value={[]} label="Range" />) as Error).message).toBe("slider value must not be an empty array");
  });

  it.each([["30"], [undefined], [{}], [true], [[30, "80"]], [Number.NaN]])("rejects %o, which is not a number, array, null or false", (value) => {
    expect(() => validateSliderValue(value)).toThrow(/^slider value must be a number, an array of numbers, null or false; got /);
  });

  it("accepts a number, an array of numbers, null and false", () => {
    for (const value of [0, 50.5, [30, 80], [1, 2, 3], null, false]) expect(() => validateSliderValue(value)).not.toThrow();
  });

  it("never lets a keyboard step fall below 1e-7", () => {
    expect(MIN_KEYBOARD_STEP).toBe(1e-7);
    expect(keyboardStep(1e-12)).toBe(1e-7);
    expect(keyboardStep(0.5)).toBe(0.5);
    expect(keyboardStep(0)).toBeUndefined();
    expect(keyboardStep(-1)).toBeUndefined();
    const options = sliderOptions({ ...sliderDefaults, step: 1e-9, value: 0.5, min: 0, max: 1, label: "Tiny", format: String });
    expect(options.step).toBe(1e-7);
    expect(options.keyboardMultiplier).toBe(1);
  });

  it("has the spec's defaults", () => {
    expect(sliderDefaults).toMatchObject({
      min: 0,
      max: 100,
      step: 1,
      orientation: "horizontal",
      direction: "ltr",
      tooltips: true,
      merge: -1,
      lazy: true,
    });
  });

  it("rejects min not below max", () => {
    expect((renderThrows(<Slider value={5} min={10} max={10} label="Broken" />) as Error).message).toMatch(/^Slider: min must be a number below max/);
  });

  it("formats values for tooltips and screen readers", () => {
    expect(formatSliderValue(50, undefined)).toBe("50");
    expect(formatSliderValue(0.25, undefined, 0.05)).toBe("0.25");
    expect(formatSliderValue(1234.5, { prefix: "£", thousand: ",", decimals: 2 })).toBe("£1,234.50");
    expect(formatSliderValue(-3, { suffix: " °C" })).toBe("-3 °C");
    expect(formatSliderValue(7, (value) => `${value} nights`)).toBe("7 nights");
  });
});

/** The noUiSlider instance behind a rendered slider. */
function sliderApi(container: HTMLElement): API {
  const target = container.querySelector(".kit-slider-target") as HTMLElement & { noUiSlider?: API };
  expect(target.noUiSlider).toBeDefined();
  return target.noUiSlider!;
}

describe("Slider", () => {
  it("prerenders a still copy of the track in the same box", () => {
    const html = renderToString(<Slider value={[30, 80]} label="Range" />);
    const box = document.createElement("div");
    box.innerHTML = html;
    const placeholder = box.querySelector(".kit-slider-placeholder")!;
    expect(placeholder).toHaveAttribute("aria-hidden", "true");
    const handles = [...placeholder.querySelectorAll<HTMLElement>(".kit-slider-placeholder-handle")];
    expect(handles.map((handle) => handle.style.left)).toEqual(["30%", "80%"]);
    expect(handles.map((handle) => handle.textContent)).toEqual(["30", "80"]);
    expect(box.querySelector(".kit-slider-target")!.children).toHaveLength(0);
  });

  it("builds keyboard-operable, labelled handles at the starting values", () => {
    const { container } = render(<Slider value={[30, 80]} label={["Range start", "Range end"]} />);
    const start = screen.getByRole("slider", { name: "Range start" });
    const end = screen.getByRole("slider", { name: "Range end" });
    expect(start).toHaveAttribute("aria-valuenow", "30.0");
    expect(end).toHaveAttribute("aria-valuenow", "80.0");
    expect(start).toHaveAttribute("tabindex", "0");
    expect([...container.querySelectorAll(".kit-slider-target .noUi-tooltip")].map((tooltip) => tooltip.textContent)).toEqual(["30", "80"]);
    expect(sliderApi(container).get(true)).toEqual([30, 80]);
  });

  it("names both handles from one label, and has no tooltip when tooltips is off", () => {
    const { container } = render(<Slider value={[10, 20]} label="Price" tooltips={false} />);
    expect(screen.getByRole("slider", { name: "Price, lower value" })).toBeInTheDocument();
    expect(screen.getByRole("slider", { name: "Price, upper value" })).toBeInTheDocument();
    expect(container.querySelector(".noUi-tooltip, .kit-slider-placeholder-tooltip")).toBeNull();
  });

  it("merges tooltips of handles closer than `merge` percent into one", () => {
    const { container } = render(<Slider value={[30, 40]} merge={15} label="Close" format={{ suffix: "%" }} />);
    const tooltips = [...container.querySelectorAll<HTMLElement>(".kit-slider-target .noUi-tooltip")];
    expect(tooltips.map((tooltip) => [tooltip.textContent, tooltip.style.display])).toEqual([
      ["30% - 40%", ""],
      ["40%", "none"],
    ]);
    act(() => sliderApi(container).set([30, 90]));
    expect(tooltips.map((tooltip) => [tooltip.textContent, tooltip.style.display])).toEqual([
      ["30%", ""],
      ["90%", ""],
    ]);
  });

  it("starts null and false at min", () => {
    const { container } = render(
      <>
        <Slider value={null} min={5} label="Nothing yet" />
        <Slider value={false} min={-10} label="Nothing either" />
      </>,
    );
    const targets = [...container.querySelectorAll<HTMLElement & { noUiSlider?: API }>(".kit-slider-target")];
    expect(targets.map((target) => target.noUiSlider!.get(true))).toEqual([5, -10]);
  });

  it("moves a handle with the arrow keys and reports every event", () => {
    const events: string[] = [];
    const listener = (name: string) => (value: number) => events.push(`${name} ${value}`);
    const onValueChange = vi.fn();
    render(
      <Slider
        value={50}
        label="Volume"
        onValueChange={onValueChange}
        onSlide={listener("slide")}
        onUpdate={listener("update")}
        onChange={listener("change")}
        onSet={listener("set")}
      />,
    );
    fireEvent.keyDown(screen.getByRole("slider", { name: "Volume" }), { key: "ArrowRight" });
    expect(events).toEqual(["slide 51", "update 51", "change 51", "set 51"]);
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(51);
  });

  it("in lazy mode (the default) updates the model only on set", () => {
    const onValueChange = vi.fn();
    const onUpdate = vi.fn();
    const { container } = render(<Slider value={50} label="Lazy" onValueChange={onValueChange} onUpdate={onUpdate} />);
    const api = sliderApi(container);
    act(() => api.set(60, false)); // an update without a set, as while dragging
    expect(onUpdate).toHaveBeenLastCalledWith(60);
    expect(onValueChange).not.toHaveBeenCalled();
    act(() => api.set(70));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(70);
  });

  it("without lazy updates the model on every update", () => {
    const onValueChange = vi.fn();
    const { container } = render(<Slider value={50} lazy={false} label="Eager" onValueChange={onValueChange} />);
    act(() => sliderApi(container).set(60, false));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(60);
  });

  it("follows a new value from its parent without reporting it back", () => {
    const onValueChange = vi.fn();
    const { container, rerender } = render(<Slider value={[30, 80]} lazy={false} label="Range" onValueChange={onValueChange} />);
    rerender(<Slider value={[40, 70]} lazy={false} label="Range" onValueChange={onValueChange} />);
    expect(sliderApi(container).get(true)).toEqual([40, 70]);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("can be disabled, and is destroyed on unmount", () => {
    const { container, rerender, unmount } = render(<Slider value={50} label="Off" disabled />);
    const target = container.querySelector(".kit-slider-target")!;
    expect(target).toHaveAttribute("disabled");
    rerender(<Slider value={50} label="Off" />);
    expect(target).not.toHaveAttribute("disabled");
    unmount();
    expect(target.classList.contains("noUi-target")).toBe(false);
  });
});

const cities = ["Brazil", "Bucharest", "London", "Washington"];

/** Waits until Choices.js has enhanced the picker (the native select is a combobox too) and returns its combobox. */
async function enhanced(name: string): Promise<HTMLElement> {
  const combobox = await waitFor(() => {
    const element = document.querySelector<HTMLElement>(".choices[role='combobox']");
    expect(element).not.toBeNull();
    return element!;
  });
  expect(combobox).toHaveAccessibleName(name);
  return combobox;
}

/** The value the enhanced picker shows, without its hidden select's options or the remove button's text. */
function shownValue(combobox: HTMLElement): string {
  const item = combobox.querySelector(".choices__list--single .choices__item")!;
  return [...item.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join("");
}

describe("SelectPicker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("has Choices.js's search and message defaults", () => {
    expect(selectPickerTexts).toEqual({
      loading: "Loading...",
      noResults: "No results found",
      noChoices: "No choices to choose from",
    });
    expect(selectPickerConfig({ searchEnabled: true, removeItemButton: false, labelId: "l" })).toMatchObject({
      searchEnabled: true,
      searchFloor: 1,
      searchResultLimit: 4,
      loadingText: "Loading...",
      noResultsText: "No results found",
      noChoicesText: "No choices to choose from",
      removeItemButton: false,
      labelId: "l",
    });
  });

  it("prerenders a labelled native select with the first option selected", () => {
    const box = document.createElement("div");
    box.innerHTML = renderToString(<SelectPicker label="Destination" options={cities} searchEnabled={false} />);
    document.body.append(box);
    expect(within(box).getByRole("combobox", { name: "Destination" })).toHaveValue("Brazil");
    expect(within(box).getAllByRole("option").map((option) => option.textContent)).toEqual(cities);
    // Its arrow is drawn inline, beside the select's own parent (which Choices.js takes over), out of the accessibility tree.
    const arrow = box.querySelector(".select-picker-control.mk-select > svg.mk-select-arrow");
    expect(arrow).toHaveAttribute("aria-hidden", "true");
    expect(arrow?.previousElementSibling).toHaveClass("select-picker-field");
    box.remove();
  });

  it("selects the first option, lists every option and reports a choice", async () => {
    const onChange = vi.fn();
    render(<SelectPicker label="Destination" options={cities} searchEnabled={false} onChange={onChange} />);
    const combobox = await enhanced("Destination");
    expect(shownValue(combobox)).toBe("Brazil");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    const listbox = screen.getByRole("listbox", { hidden: true, name: "Destination" });
    expect(combobox).toHaveAttribute("aria-controls", listbox.id);
    const options = within(listbox).getAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(cities);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("searchbox", { hidden: true })).toBeNull();

    fireEvent.mouseDown(options[2]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("London"));
    expect(shownValue(combobox)).toBe("London");
  });

  it("says 'No choices to choose from' when it has no options", async () => {
    render(<SelectPicker label="Empty" options={[]} />);
    await enhanced("Empty");
    expect(screen.getByText(selectPickerTexts.noChoices)).toHaveAttribute("aria-disabled", "true");
  });

  it("searches from one character, shows at most four results, and says 'No results found'", async () => {
    const many = ["Paris", "Parma", "Pamplona", "Palermo", "Padua", "Oslo"];
    render(<SelectPicker label="City" options={many} />);
    await enhanced("City");
    const search = screen.getByRole("searchbox", { name: "Search City", hidden: true });
    const type = (text: string) => {
      fireEvent.focus(search);
      search.setAttribute("value", text);
      (search as HTMLInputElement).value = text;
      fireEvent.input(search);
      fireEvent.keyUp(search, { key: text.slice(-1) });
    };
    const listbox = screen.getByRole("listbox", { hidden: true, name: "City" });
    type("p");
    await waitFor(() => expect(within(listbox).getAllByRole("option", { hidden: true })).toHaveLength(4));
    type("zzz");
    await waitFor(() => expect(screen.getByText(selectPickerTexts.noResults)).toBeInTheDocument());
  });

  it("offers a remove-item button that clears the value", async () => {
    const onChange = vi.fn();
    render(<SelectPicker label="Leave From" options={["Brazil", "Bucharest", "London", "USA"]} removeItemButton onChange={onChange} />);
    const combobox = await enhanced("Leave From");
    fireEvent.mouseDown(within(combobox).getByRole("button", { name: "Remove item: Brazil" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(""));
    expect(shownValue(combobox)).toBe("Choose leave from");
  });

  it("follows the value its parent gives it", async () => {
    const { rerender } = render(<SelectPicker label="To" options={["Italy", "Spain", "Denmark", "Poland"]} value="Spain" />);
    const combobox = await enhanced("To");
    expect(shownValue(combobox)).toBe("Spain");
    rerender(<SelectPicker label="To" options={["Italy", "Spain", "Denmark", "Poland"]} value="Poland" />);
    await waitFor(() => expect(shownValue(combobox)).toBe("Poland"));
  });
});
