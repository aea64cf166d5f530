import type { ExampleMeta } from "../registry";
import { elementWidgetExamples } from "./elements-widgets";

/** The elements examples, page by page, in the order they are shown. */
export const elementExamples: ExampleMeta[] = [
  { id: "avatars-group", title: "Avatar Group", group: "elements", page: "el-avatars", file: "elements/avatars/AvatarsGroup.tsx" },
  { id: "avatars-sizes", title: "Avatar Sizes", group: "elements", page: "el-avatars", file: "elements/avatars/AvatarsSizes.tsx" },

  { id: "badges-gradient", title: "Badges Gradient", group: "elements", page: "el-badges", file: "elements/badges/BadgesGradient.tsx" },
  { id: "badges-simple", title: "Badges Simple", group: "elements", page: "el-badges", file: "elements/badges/BadgesSimple.tsx" },
  { id: "badges-rounded", title: "Badges Rounded", group: "elements", page: "el-badges", file: "elements/badges/BadgesRounded.tsx" },

  {
    id: "breadcrumbs-one-level",
    title: "One Level",
    group: "elements",
    page: "el-breadcrumbs",
    file: "elements/breadcrumbs/BreadcrumbsOneLevel.tsx",
  },
  {
    id: "breadcrumbs-two-levels",
    title: "Two Levels",
    group: "elements",
    page: "el-breadcrumbs",
    file: "elements/breadcrumbs/BreadcrumbsTwoLevels.tsx",
  },
  {
    id: "breadcrumbs-three-levels",
    title: "Three Levels",
    group: "elements",
    page: "el-breadcrumbs",
    file: "elements/breadcrumbs/BreadcrumbsThreeLevels.tsx",
  },

  { id: "buttons-gradient", title: "Buttons Gradient", group: "elements", page: "el-buttons", file: "elements/buttons/ButtonsGradient.tsx" },
  { id: "buttons-contained", title: "Buttons Contained", group: "elements", page: "el-buttons", file: "elements/buttons/ButtonsContained.tsx" },
  { id: "buttons-outline", title: "Buttons Outline", group: "elements", page: "el-buttons", file: "elements/buttons/ButtonsOutline.tsx" },
  { id: "buttons-sizes", title: "Buttons Sizes", group: "elements", page: "el-buttons", file: "elements/buttons/ButtonsSizes.tsx" },
  { id: "buttons-icon-left", title: "Buttons Icon Left", group: "elements", page: "el-buttons", file: "elements/buttons/ButtonsIconLeft.tsx" },
  { id: "buttons-icon-right", title: "Buttons Icon Right", group: "elements", page: "el-buttons", file: "elements/buttons/ButtonsIconRight.tsx" },

  {
    id: "button-groups-simple",
    title: "Button Group Simple",
    group: "elements",
    page: "el-button-groups",
    file: "elements/button-groups/ButtonGroupsSimple.tsx",
  },
  {
    id: "button-groups-outline",
    title: "Button Group Outline",
    group: "elements",
    page: "el-button-groups",
    file: "elements/button-groups/ButtonGroupsOutline.tsx",
  },
  {
    id: "button-groups-checkbox",
    title: "Checkbox Toggles",
    group: "elements",
    page: "el-button-groups",
    file: "elements/button-groups/ButtonGroupsCheckbox.tsx",
  },
  {
    id: "button-groups-radio",
    title: "Radio Toggles",
    group: "elements",
    page: "el-button-groups",
    file: "elements/button-groups/ButtonGroupsRadio.tsx",
  },
  {
    id: "button-groups-sizing",
    title: "Button Group Sizing",
    group: "elements",
    page: "el-button-groups",
    file: "elements/button-groups/ButtonGroupsSizing.tsx",
  },

  {
    id: "social-buttons-labelled",
    title: "Social Buttons",
    group: "elements",
    page: "el-social-buttons",
    file: "elements/social-buttons/SocialButtonsLabelled.tsx",
  },
  {
    id: "social-buttons-icon-only",
    title: "Social Buttons Icon Only",
    group: "elements",
    page: "el-social-buttons",
    file: "elements/social-buttons/SocialButtonsIconOnly.tsx",
  },

  { id: "tables-simple", title: "Table Simple", group: "elements", page: "el-tables", file: "elements/tables/TablesSimple.tsx" },

  { id: "toggles-simple", title: "Toggle", group: "elements", page: "el-toggles", file: "elements/toggles/TogglesSimple.tsx" },
  {
    id: "toggles-with-description",
    title: "Toggle with Description",
    group: "elements",
    page: "el-toggles",
    file: "elements/toggles/TogglesWithDescription.tsx",
  },

  {
    id: "typography-samples",
    title: "Typography",
    group: "elements",
    page: "el-typography",
    file: "elements/typography/TypographySamples.tsx",
  },

  ...elementWidgetExamples,
];
