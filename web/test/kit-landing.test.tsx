import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import userEvent from "@testing-library/user-event";
import { ContactForm, contactTermsLabel } from "~/components/ContactForm";
import { DatePicker, datePickerCalendarName, datePickerDefaults, datePickerFormat, datePickerHint, datePickerOptions } from "~/components/DatePicker";
import { demoFormMessage } from "~/components/DemoForm";
import { HeroText } from "~/components/HeroText";
import { PageSection } from "~/components/PageSection";
import { ReviewGrid } from "~/components/ReviewGrid";
import { SectionIntro } from "~/components/SectionIntro";
import * as Coworking from "~/routes/pages/coworking";
import * as Rental from "~/routes/pages/rental";
import { renderTemplatePage } from "./render";

/** The field once flatpickr has enhanced it (it loads after the first paint). */
async function enhanced(name: string) {
  const input = screen.getByRole("textbox", { name });
  await waitFor(() => expect(input).toHaveClass("flatpickr-input"));
  return input as HTMLInputElement;
}

/** The calendar that belongs to a field. */
function calendarOf(input: HTMLElement) {
  return input.closest(".date-picker")!.querySelector<HTMLElement>(".flatpickr-calendar")!;
}

describe("DatePicker", () => {
  it("has flatpickr's defaults of the spec: Y-m-d, hour 12, steps of 5 minutes, typed input", () => {
    expect(datePickerDefaults).toEqual({ dateFormat: "Y-m-d", defaultHour: 12, minuteIncrement: 5, allowInput: true });
    expect(datePickerFormat(false)).toBe("Y-m-d");
    expect(datePickerFormat(true)).toBe("Y-m-d H:i");
    expect(datePickerOptions({})).toMatchObject({ ...datePickerDefaults, enableTime: false, static: true, disableMobile: true });
    expect(datePickerOptions({ enableTime: true, minDate: "today" })).toMatchObject({
      dateFormat: "Y-m-d H:i",
      enableTime: true,
      minDate: "today",
      defaultHour: 12,
      minuteIncrement: 5,
    });
    expect(datePickerOptions({})).not.toHaveProperty("minDate");
  });

  it("prerenders a labelled text field with its placeholder and a hint", () => {
    const box = document.createElement("div");
    box.innerHTML = renderToString(<DatePicker label="Depart" placeholder="Please select date" name="depart" />);
    document.body.append(box);
    const input = within(box).getByRole("textbox", { name: "Depart" });
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAttribute("placeholder", "Please select date");
    expect(input).toHaveAttribute("name", "depart");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(input).not.toHaveAttribute("readonly");
    expect(input).toHaveAccessibleDescription(datePickerHint);
    box.remove();
  });

  it("stays a typable field and opens a named calendar on focus; Esc closes it", async () => {
    render(<DatePicker label="Depart" placeholder="Please select date" />);
    const input = await enhanced("Depart");
    expect(input).not.toHaveAttribute("readonly");
    const calendar = calendarOf(input);
    expect(calendar).toHaveAttribute("role", "dialog");
    expect(calendar).toHaveAccessibleName(datePickerCalendarName);
    expect(within(calendar).getByRole("button", { name: "Previous month" })).toHaveAttribute("tabindex", "0");
    expect(within(calendar).getByRole("button", { name: "Next month" })).toBeInTheDocument();

    fireEvent.focus(input);
    expect(calendar).toHaveClass("open");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(calendar).not.toHaveClass("open");
    fireEvent.click(input);
    expect(calendar).toHaveClass("open");
  });

  it("accepts a typed Y-m-d date, keeps it and shows it in the calendar", async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Depart" onChange={onChange} />);
    const input = await enhanced("Depart");
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: "2026-12-24" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith("2026-12-24");
    expect(input).toHaveValue("2026-12-24");

    const calendar = calendarOf(input);
    expect(calendar.querySelector(".flatpickr-monthDropdown-months")).toHaveValue("11");
    expect(calendar.querySelector(".cur-year")).toHaveValue(2026);
    const selected = calendar.querySelector(".flatpickr-day.selected")!;
    expect(selected).toHaveAccessibleName("December 24, 2026");
    expect(selected).toHaveAttribute("role", "button");
  });

  it("moves into the calendar with the down arrow and chooses a day with Enter", async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Return" defaultValue="2026-12-24" onChange={onChange} />);
    const input = await enhanced("Return");
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(document.activeElement).toHaveAccessibleName("December 24, 2026");
    const next = within(calendarOf(input)).getByRole("button", { name: "December 26, 2026" });
    fireEvent.keyDown(next, { key: "Enter", keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith("2026-12-26");
    expect(input).toHaveValue("2026-12-26");
    expect(document.activeElement).toBe(input);
  });

  it("takes a typed date on Enter, closes the calendar and keeps focus, without sending the form", async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DatePicker label="Depart" onChange={onChange} />
      </form>,
    );
    const input = await enhanced("Depart");
    input.focus();
    fireEvent.focus(input);
    const calendar = calendarOf(input);
    expect(calendar).toHaveClass("open");
    fireEvent.input(input, { target: { value: "2026-12-24" } });
    const enter = fireEvent.keyDown(input, { key: "Enter", keyCode: 13 });
    expect(enter).toBe(false); // default prevented: no implicit submission while the calendar is open
    expect(onChange).toHaveBeenLastCalledWith("2026-12-24");
    expect(calendar).not.toHaveClass("open");
    expect(document.activeElement).toBe(input);
  });

  it("takes a typed date when focus moves from the field into the calendar", async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Depart" onChange={onChange} />);
    const input = await enhanced("Depart");
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: "2026-12-24" } });
    const previous = within(calendarOf(input)).getByRole("button", { name: "Previous month" });
    fireEvent.blur(input, { relatedTarget: previous });
    expect(onChange).toHaveBeenLastCalledWith("2026-12-24");
    expect(calendarOf(input).querySelector(".flatpickr-day.selected")).toHaveAccessibleName("December 24, 2026");
    fireEvent.keyDown(previous, { key: "Enter" });
    expect(calendarOf(input).querySelector(".flatpickr-monthDropdown-months")).toHaveValue("10");
  });

  it("opens the calendar with the down arrow when it is closed", async () => {
    render(<DatePicker label="Depart" />);
    const input = await enhanced("Depart");
    expect(calendarOf(input)).not.toHaveClass("open");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(calendarOf(input)).toHaveClass("open");
  });

  it("marks days before minDate as disabled", async () => {
    render(<DatePicker label="Check in" defaultValue="2026-12-24" minDate="2026-12-10" />);
    const input = await enhanced("Check in");
    const early = within(calendarOf(input)).getByRole("button", { name: "December 9, 2026" });
    expect(early).toHaveClass("flatpickr-disabled");
    expect(early).toHaveAttribute("aria-disabled", "true");
  });

  it("adds the time with enableTime, from 12:00 in steps of 5 minutes", async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Pick-up" enableTime onChange={onChange} />);
    const input = await enhanced("Pick-up");
    const calendar = calendarOf(input);
    expect(calendar.querySelector<HTMLInputElement>(".flatpickr-hour")!.value).toBe("12");
    expect(calendar.querySelector(".flatpickr-minute")).toHaveAttribute("step", "5");
    fireEvent.input(input, { target: { value: "2026-12-24 09:30" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith("2026-12-24 09:30");
  });

  it("follows the value its parent gives it, and clears on ''", async () => {
    const { rerender } = render(<DatePicker label="Depart" value="2026-12-24" />);
    const input = await enhanced("Depart");
    expect(input).toHaveValue("2026-12-24");
    rerender(<DatePicker label="Depart" value="2027-01-02" />);
    await waitFor(() => expect(input).toHaveValue("2027-01-02"));
    expect(calendarOf(input).querySelector(".flatpickr-day.selected")).toHaveAccessibleName("January 2, 2027");
    rerender(<DatePicker label="Depart" value="" />);
    await waitFor(() => expect(input).toHaveValue(""));
    expect(calendarOf(input).querySelector(".flatpickr-day.selected")).toBeNull();
  });

  it("removes its calendar and leaves the plain field when it goes", async () => {
    const { unmount } = render(<DatePicker label="Depart" />);
    await enhanced("Depart");
    expect(document.querySelectorAll(".flatpickr-calendar")).toHaveLength(1);
    unmount();
    expect(document.querySelectorAll(".flatpickr-calendar, .flatpickr-wrapper")).toHaveLength(0);
  });
});

describe("landing pages", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("rental: body classes on entry, removed on leave", async () => {
    const { unmount } = renderTemplatePage(Rental);
    expect(document.body).toHaveClass("rental", "bg-gray-200");
    await enhanced("Depart");
    unmount();
    expect(document.body).not.toHaveClass("rental");
    expect(document.body).not.toHaveClass("bg-gray-200");
  });

  it("rental: one h1, six places, page 2 of 5, five questions, the terms switch on", async () => {
    renderTemplatePage(Rental);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Book your next trip"]);
    expect(screen.getAllByRole("link", { name: /^From \/ Night/ })).toHaveLength(6);
    const pages = screen.getByRole("navigation", { name: "Places to stay: pages" });
    expect(within(pages).getByRole("button", { current: "page" })).toHaveTextContent("Page 2");
    expect(within(pages).getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Previous",
      "Page 1",
      "Page 2",
      "Page 3",
      "Page 4",
      "Page 5",
      "Next",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).filter((h) => h.closest(".faq-accordion")).map((h) => h.textContent)).toEqual([
      "How do I order?",
      "How can I make the payment?",
      "How much time does it take to receive the order?",
      "Can I resell the products?",
      "Where do I find the shipping details?",
    ]);
    expect(screen.getByRole("switch", { name: "I agree to the Terms and Conditions." })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Depart" })).toHaveAttribute("placeholder", "Please select date");
    expect(screen.getByRole("textbox", { name: "Depart" })).toHaveValue("");
    await enhanced("Depart");
  });

  it("rental: each place's categories and outlined price link, reviews with handles, the first question open", async () => {
    const { container } = renderTemplatePage(Rental);
    const places = [...container.querySelectorAll(".card-place")];
    expect(places).toHaveLength(6);
    for (const place of places) {
      expect(within(place as HTMLElement).getByRole("link")).toHaveClass("btn-outline-primary");
      expect(place.querySelector(".card-categories")?.textContent).toMatch(/^.+ • .+ • .+$/);
    }
    expect(places[0].querySelector(".card-categories")).toHaveTextContent("Entire Apartment • 3 Guests • 2 Beds");
    const reviews = [...container.querySelectorAll(".card-review-simple")];
    expect(reviews).toHaveLength(3);
    for (const review of reviews) {
      expect(review.querySelector("figcaption")?.textContent).toMatch(/@\S+/);
      expect(review.querySelector("blockquote")).not.toBeEmptyDOMElement();
    }
    const toggles = within(container.querySelector<HTMLElement>(".faq-accordion")!).getAllByRole("button");
    expect(toggles.map((toggle) => toggle.getAttribute("aria-expanded"))).toEqual(["true", "false", "false", "false", "false"]);
    await enhanced("Depart");
  });

  it("rental: Next moves the pages on, and the trip search only says it is a demo", async () => {
    const user = userEvent.setup();
    renderTemplatePage(Rental);
    const pages = screen.getByRole("navigation", { name: "Places to stay: pages" });
    expect(within(pages).getByRole("button", { name: "Previous" })).toBeEnabled();
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(within(pages).getByRole("button", { current: "page" })).toHaveTextContent("Page 3");
    const search = screen.getByRole("search", { name: "Search for a trip" });
    await user.click(within(search).getByRole("button", { name: "Search" }));
    expect(within(search).getByRole("status")).toHaveTextContent(demoFormMessage);
    await enhanced("Depart");
  });

  it("co-working: body class on entry, removed on leave, its sections, bookings, reviews and counters", () => {
    const { unmount } = renderTemplatePage(Coworking);
    expect(document.body).toHaveClass("coworking");
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["A desk, a door and a community"]);
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Bring your laptop; we take care of the rest",
      "Pick the way you like to work",
      "Why people work here",
      "Built by people who used to work alone",
    ]);
    expect(main.querySelectorAll(".card-booking")).toHaveLength(3);
    expect(main.querySelectorAll(".card-review")).toHaveLength(3);
    expect([...main.querySelectorAll(".counter-card .counter .visually-hidden")].map((n) => n.textContent)).toEqual(["4", "1200+", "24/7"]);
    act(() => unmount());
    expect(document.body).not.toHaveClass("coworking");
  });
});

describe("SectionIntro", () => {
  it("names its section with an h2 under an optional eyebrow, with an optional lead", () => {
    render(
      <section aria-labelledby="spaces-title">
        <SectionIntro id="spaces-title" eyebrow="Our spaces" title="Pick the way you like to work" lead="From a seat to an office." />
      </section>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Pick the way you like to work" });
    expect(heading).toHaveAttribute("id", "spaces-title");
    expect(screen.getByRole("region", { name: "Pick the way you like to work" })).toContainElement(heading);
    expect(screen.getByText("Our spaces").compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText("From a seat to an office.")).toHaveClass("section-lead");
  });

  it("is centred unless told to align with the content, and leaves out what it is not given", () => {
    const { container, rerender } = render(<SectionIntro id="a" title="Centred" />);
    expect(container.firstElementChild).toHaveClass("section-intro-center", "mb-5");
    expect(container.querySelectorAll("p")).toHaveLength(0);
    rerender(<SectionIntro id="a" title="Aligned" align="start" className="mb-4" />);
    expect(container.firstElementChild).toHaveClass("section-intro-start", "mb-4");
    expect(container.firstElementChild).not.toHaveClass("mb-5");
  });

  it("rejects an unknown alignment", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // @ts-expect-error: testing a bad value on purpose
    expect(() => render(<SectionIntro id="a" title="A" align="middle" />)).toThrow('SectionIntro: align must be one of center, start; got "middle"');
    vi.restoreAllMocks();
  });
});

describe("PageSection and HeroText", () => {
  it("wraps its content in a region named by its intro's h2", () => {
    render(
      <PageSection id="places-title" title="Places to stay" lead="Homes and cabins." align="start" introClassName="mb-4">
        <p>Six places.</p>
      </PageSection>,
    );
    const region = screen.getByRole("region", { name: "Places to stay" });
    expect(region).toHaveClass("container", "py-5");
    expect(within(region).getByText("Six places.")).toBeInTheDocument();
    expect(within(region).getByRole("heading", { level: 2 }).parentElement).toHaveClass("section-intro-start", "mb-4");
  });

  it("shows a header's eyebrow, title and lead, with the title at the level it is given and actions after the lead", () => {
    const { rerender } = render(<HeroText eyebrow="Settling in" title="Your first month" lead="What helped most." titleClassName="hero-title" />);
    expect(screen.getByRole("heading", { level: 1, name: "Your first month" })).toHaveClass("hero-title", "text-white");
    expect(screen.getByText("Settling in")).toHaveClass("hero-eyebrow");
    expect(screen.getByText("What helped most.")).toHaveClass("mb-0");
    rerender(
      <HeroText title="Plans that grow" lead="Start small." headingAs="h2">
        <button type="button">Join</button>
      </HeroText>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Plans that grow" })).not.toHaveClass("hero-title");
    expect(screen.getByText("Start small.")).toHaveClass("mb-4");
    expect(screen.getByText("Start small.").nextElementSibling).toBe(screen.getByRole("button", { name: "Join" }));
  });
});

describe("ReviewGrid", () => {
  it("lists rated reviews; on white cards the stars take the warm colour unless a review says otherwise", () => {
    const { container } = render(
      <ReviewGrid
        reviews={[
          { name: "Samuel Adeyemi", date: "2 days ago", review: "Quiet and friendly.", rating: 5 },
          { name: "Lena Fischer", date: "1 week ago", review: "Good coffee.", rating: 4, variant: "gradient", color: "dark" },
        ]}
      />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    const cards = container.querySelectorAll(".card-review");
    expect(cards[0].querySelector(".text-gradient-warning")).not.toBeNull();
    expect(cards[1]).toHaveClass("bg-gradient-dark");
    expect(cards[1].querySelector(".text-gradient-warning")).toBeNull();
  });

  it("lists simple reviews with their handles", () => {
    const { container } = render(
      <ReviewGrid variant="simple" reviews={[{ name: "Alice Moreau", username: "@alice.travels", review: "Booked in five minutes." }]} />,
    );
    expect(container.querySelectorAll(".card-review-simple")).toHaveLength(1);
    expect(screen.getByText("@alice.travels")).toBeInTheDocument();
  });

  it("needs at least one review", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ReviewGrid reviews={[]} />)).toThrow("ReviewGrid: reviews must not be empty");
    vi.restoreAllMocks();
  });
});

describe("ContactForm with split names and the terms switch", () => {
  it("has First Name, Last Name, Email Address, Your Message and the switch on, then says it is a demo", async () => {
    const user = userEvent.setup();
    render(
      <>
        <h2 id="contact-title">Contact us</h2>
        <ContactForm aria-labelledby="contact-title" names="split" emailLabel="Email Address" messageLabel="Your Message" askForDetail={false} terms />
      </>,
    );
    const form = screen.getByRole("form", { name: "Contact us" });
    expect(within(form).getByRole("textbox", { name: "First Name" })).toHaveAttribute("autocomplete", "given-name");
    expect(within(form).getByRole("textbox", { name: "Last Name" })).toHaveAttribute("autocomplete", "family-name");
    expect(within(form).getByRole("textbox", { name: "Email Address" })).toHaveAttribute("type", "email");
    const message = within(form).getByRole("textbox", { name: "Your Message" });
    expect(message).not.toHaveAttribute("placeholder");
    expect(message).not.toHaveAttribute("minlength");
    expect(within(form).getByRole("switch", { name: contactTermsLabel })).toBeChecked();
    await user.click(within(form).getByRole("button", { name: "Send Message" }));
    expect(within(form).getByRole("status")).toHaveTextContent(demoFormMessage);
  });
});
