import type { ExampleMeta } from "../registry";

/** The input areas examples, page by page, in the order they are shown. */
export const inputAreaExamples: ExampleMeta[] = [
  { id: "newsletter-1", title: "Newsletter 1", group: "input-areas", page: "inputareas-newsletter", file: "input-areas/newsletters/Newsletter1.tsx" },
  { id: "newsletter-2", title: "Newsletter 2", group: "input-areas", page: "inputareas-newsletter", file: "input-areas/newsletters/Newsletter2.tsx" },

  { id: "contact-us-1", title: "Contact us 1", group: "input-areas", page: "inputareas-contact", file: "input-areas/contact-sections/ContactUs1.tsx" },
  { id: "contact-us-2", title: "Contact us 2", group: "input-areas", page: "inputareas-contact", file: "input-areas/contact-sections/ContactUs2.tsx" },

  { id: "inputs-dynamic", title: "Dynamic", group: "input-areas", page: "inputareas-inputs", file: "input-areas/inputs/InputsDynamic.tsx" },
  { id: "inputs-static", title: "Static", group: "input-areas", page: "inputareas-inputs", file: "input-areas/inputs/InputsStatic.tsx" },
  { id: "inputs-outline", title: "Outline", group: "input-areas", page: "inputareas-inputs", file: "input-areas/inputs/InputsOutline.tsx" },
  { id: "inputs-icon", title: "With Icon", group: "input-areas", page: "inputareas-inputs", file: "input-areas/inputs/InputsIcon.tsx" },
  { id: "inputs-success", title: "Success", group: "input-areas", page: "inputareas-inputs", file: "input-areas/inputs/InputsSuccess.tsx" },
  { id: "inputs-error", title: "Error", group: "input-areas", page: "inputareas-inputs", file: "input-areas/inputs/InputsError.tsx" },
  { id: "inputs-disabled", title: "Disabled", group: "input-areas", page: "inputareas-inputs", file: "input-areas/inputs/InputsDisabled.tsx" },

  { id: "form-simple", title: "Form Simple", group: "input-areas", page: "inputareas-forms", file: "input-areas/forms/FormSimple.tsx" },
  { id: "form-context", title: "Form Context", group: "input-areas", page: "inputareas-forms", file: "input-areas/forms/FormContext.tsx" },
];
