import type { ExampleMeta } from "../registry";

/** The dropdowns and progress-bars examples, in the order they are shown. */
export const elementWidgetExamples: ExampleMeta[] = [
  { id: "dropdowns-dropdown", title: "Dropdown", group: "elements", page: "el-dropdowns", file: "elements/dropdowns/DropdownsDropdown.tsx" },
  { id: "dropdowns-dropup", title: "Dropup", group: "elements", page: "el-dropdowns", file: "elements/dropdowns/DropdownsDropup.tsx" },
  { id: "dropdowns-select-picker", title: "Select picker", group: "elements", page: "el-dropdowns", file: "elements/dropdowns/DropdownsSelectPicker.tsx" },
  { id: "progress-bars-simple", title: "Simple progress bars", group: "elements", page: "el-progress-bars", file: "elements/progress-bars/ProgressBarsSimple.tsx" },
  { id: "progress-bars-gradient", title: "Gradient progress bars", group: "elements", page: "el-progress-bars", file: "elements/progress-bars/ProgressBarsGradient.tsx" },
  { id: "progress-bars-range-slider", title: "Range slider", group: "elements", page: "el-progress-bars", file: "elements/progress-bars/ProgressBarsRangeSlider.tsx" },
  { id: "progress-bars-slider", title: "Slider without tooltip", group: "elements", page: "el-progress-bars", file: "elements/progress-bars/ProgressBarsSlider.tsx" },
];
