import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MdSchedule } from "react-icons/md";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm, contactMessagePlaceholder } from "~/components/ContactForm";
import { demoFormMessage } from "~/components/DemoForm";
import { FeatureHighlight } from "~/components/FeatureHighlight";
import { IllustrationPanel } from "~/components/IllustrationPanel";
import { formatModifiedDate, LastModified } from "~/components/LastModified";
import { TableOfContents } from "~/components/TableOfContents";
import * as Contactus from "~/routes/pages/contactus";
import * as Faq from "~/routes/pages/faq";
import * as Helpcenter from "~/routes/pages/helpcenter";
import * as Privacy from "~/routes/pages/privacy";
import { renderTemplatePage } from "./render";
import { expectAccessible, expectRenderError } from "./assertions";

afterEach(() => vi.restoreAllMocks());

describe("ContactForm", () => {
  it("has Full Name, Email and a message whose placeholder asks for 250 characters, with labels, types and autocomplete", () => {
    render(<ContactForm />);
    const name = screen.getByRole("textbox", { name: "Full Name" });
    expect(name).toHaveAttribute("type", "text");
    expect(name).toHaveAttribute("autocomplete", "name");
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    const message = screen.getByRole("textbox", { name: "How can we help you?" });
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("placeholder", "Describe your problem in at least 250 characters");
    // Asked for, never checked: the specification shows no check.
    expect(message).not.toHaveAttribute("minlength");
    expect(message).toHaveAttribute("rows", "6");
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");
  });

  it("takes its message label, button label and rows from props", () => {
    render(<ContactForm messageLabel="Your question" submitLabel="Send" rows={4} fullWidthButton />);
    expect(screen.getByRole("textbox", { name: "Your question" })).toHaveAttribute("rows", "4");
    expect(screen.getByRole("button", { name: "Send" })).toHaveClass("w-100");
  });

  it("sends nothing and says so once filled in and submitted", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Priya Shah");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "priya@example.com");
    const message = screen.getByRole("textbox", { name: "How can we help you?" });
    await user.click(message);
    await user.paste("x".repeat(260));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("status")).toHaveTextContent(demoFormMessage);
  });

  it("rejects a row count that is not positive", () => {
    expectRenderError(<ContactForm rows={0} />, "ContactForm: rows must be a positive number; got 0");
  });

  it("has no axe violations", async () => {
    await expectAccessible(<ContactForm />);
  });
});

describe("FeatureHighlight", () => {
  it("shows a hidden icon, a heading at the level asked for and the text", () => {
    const { container } = render(
      <FeatureHighlight icon={MdSchedule} title="Answers in a minute" color="info" headingAs="h4" align="center">
        Short answers.
      </FeatureHighlight>,
    );
    expect(screen.getByRole("heading", { level: 4, name: "Answers in a minute" })).toBeInTheDocument();
    expect(screen.getByText("Short answers.")).toBeInTheDocument();
    expect(container.querySelector(".icon-shape")).toHaveClass("bg-gradient-info");
    expect(container.querySelector(".icon-shape")).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector("svg")).toHaveAttribute("focusable", "false");
    expect(container.firstChild).toHaveClass("feature-highlight", "feature-highlight-center");
  });

  it("is an h3 by default, aligned left with a primary icon", () => {
    const { container } = render(<FeatureHighlight icon={MdSchedule} title="Kept up to date">Text</FeatureHighlight>);
    expect(screen.getByRole("heading", { level: 3, name: "Kept up to date" })).toBeInTheDocument();
    expect(container.querySelector(".icon-shape")).toHaveClass("bg-gradient-primary");
    expect(container.firstChild).toHaveClass("feature-highlight-start");
  });

  it("rejects an unknown colour", () => {
    expectRenderError(
      // @ts-expect-error: not a theme colour
      <FeatureHighlight icon={MdSchedule} title="T" color="pink">
        Text
      </FeatureHighlight>,
      'FeatureHighlight: color must be one of primary, secondary, info, success, warning, danger, light, dark; got "pink"',
    );
  });

  it("has no axe violations", async () => {
    await expectAccessible(
      <section aria-label="Highlights">
        <h2>Highlights</h2>
        <FeatureHighlight icon={MdSchedule} title="Answers in a minute">
          Short answers.
        </FeatureHighlight>
      </section>,
    );
  });
});

describe("LastModified", () => {
  it("writes the date the site's way, Sept for September", () => {
    expect(formatModifiedDate("2021-09-01")).toBe("Sept 01 2021");
    expect(formatModifiedDate("2021-08-30")).toBe("Aug 30 2021");
    expect(formatModifiedDate("2024-06-15")).toBe("June 15 2024");
    expect(formatModifiedDate("2020-12-31")).toBe("Dec 31 2020");
  });

  it("says 'Last modified' with a machine-readable date", () => {
    const { container } = render(<LastModified date="2021-09-01" />);
    expect(container.firstChild).toHaveTextContent("Last modified Sept 01 2021");
    expect(container.querySelector("time")).toHaveAttribute("datetime", "2021-09-01");
  });

  it("rejects a date that is not YYYY-MM-DD", () => {
    expect(() => formatModifiedDate("01/09/2021")).toThrow('LastModified: date must be YYYY-MM-DD; got "01/09/2021"');
    expect(() => formatModifiedDate("2021-13-01")).toThrow("LastModified: date must be YYYY-MM-DD");
    expect(() => formatModifiedDate("2021-09-00")).toThrow("LastModified: date must be YYYY-MM-DD");
  });
});

describe("TableOfContents", () => {
  const items = [
    { id: "introduction", label: "Introduction" },
    { id: "security", label: "Security" },
  ];

  it("is a navigation named Contents, with a link to each section in order", () => {
    render(<TableOfContents items={items} title="On this page" />);
    const nav = screen.getByRole("navigation", { name: "Contents" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Introduction", "#introduction"],
      ["Security", "#security"],
    ]);
    expect(within(nav).getByText("On this page")).toBeInTheDocument();
  });

  it("takes another landmark name and shows no title unless asked", () => {
    const { container } = render(<TableOfContents items={items} label="On this page" />);
    expect(screen.getByRole("navigation", { name: "On this page" })).toBeInTheDocument();
    expect(container.querySelector(".table-of-contents-title")).toBeNull();
  });

  it("rejects an empty list", () => {
    expectRenderError(<TableOfContents items={[]} />, "TableOfContents: items must not be empty");
  });

  it("has no axe violations", async () => {
    await expectAccessible(
      <main>
        <TableOfContents items={items} title="On this page" />
        <h2 id="introduction">Introduction</h2>
        <h2 id="security">Security</h2>
      </main>,
    );
  });
});

describe("support pages", () => {
  it("contact: one h1, a reply within 24 hours, the contact form and our illustration", () => {
    const { container } = renderTemplatePage(Contactus);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Contact us"]);
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Full Name" })).toBeInTheDocument();
    expect(container.querySelector(".site-navbar-sticky")).not.toBeNull();
    expect(container.querySelector(".contact-illustration svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("privacy: the date, a contents list and its three sections", () => {
    renderTemplatePage(Privacy);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Last modified", { exact: false })).toHaveTextContent("Last modified Sept 01 2021");
    const links = within(screen.getByRole("navigation", { name: "Contents" })).getAllByRole("link");
    const headings = within(screen.getByRole("main")).getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Introduction", "Managing Your Information", "Security"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(headings.map((heading) => `#${heading.id}`));
  });

  it("faq and help center speak of the guide's world, never of another product", () => {
    for (const Page of [Faq, Helpcenter]) {
      const { container, unmount } = renderTemplatePage(Page);
      expect(container.textContent).not.toMatch(/tasklane|\bboards?\b|\btasks?\b/i);
      expect(container.textContent).toMatch(/visa|immigration|document/i);
      unmount();
    }
  });

  it("faq: the date, three highlights, then groups of 5, 4 and 3 questions, the first of each open", () => {
    const { container } = renderTemplatePage(Faq);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Last modified", { exact: false })).toHaveTextContent("Last modified Aug 30 2021");
    expect(container.querySelectorAll(".feature-highlight")).toHaveLength(3);
    const groups = ["Basics", "Account & Settings", "Licenses"].map(
      (name) => screen.getByRole("heading", { level: 2, name }).closest("section")!,
    );
    expect(groups.map((group) => within(group).getAllByRole("button").length)).toEqual([5, 4, 3]);
    for (const group of groups) {
      expect(within(group).getAllByRole("button").map((button) => button.getAttribute("aria-expanded"))).toEqual(
        within(group).getAllByRole("button").map((_, index) => String(index === 0)),
      );
    }
  });

  it("help center: a labelled search field, Search issue, four topics, five questions and the contact form", async () => {
    const user = userEvent.setup();
    const { container } = renderTemplatePage(Helpcenter);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const search = screen.getByRole("searchbox", { name: "Search the help pages" });
    expect(search).toHaveAttribute("type", "search");
    expect(search).toHaveAttribute("autocomplete", "off");
    expect(screen.getByRole("button", { name: "Search issue" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("region", { name: "Browse by topic" }).querySelectorAll(".feature-highlight")).toHaveLength(4);
    const faq = screen.getByRole("heading", { level: 2, name: "Frequently asked questions" }).closest("section")!;
    expect(within(faq).getAllByRole("button")).toHaveLength(5);
    expect(container.querySelectorAll(".feature-highlight").length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole("textbox", { name: "How can we help you?" })).toHaveAttribute("placeholder", contactMessagePlaceholder);

    await user.click(search);
    await user.paste("translate a birth certificate");
    await user.click(screen.getByRole("button", { name: "Search issue" }));
    expect(within(screen.getByRole("search")).getByRole("status")).toHaveTextContent(demoFormMessage);
  });
});

describe("ContactForm's labels and IllustrationPanel", () => {
  it("takes its name and email labels, and without the detail request has no placeholders, minimum or required fields", () => {
    render(<ContactForm nameLabel="Your Name" emailLabel="Email Address" messageLabel="Your Message" askForDetail={false} />);
    const name = screen.getByRole("textbox", { name: "Your Name" });
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(name).not.toHaveAttribute("placeholder");
    expect(screen.getByRole("textbox", { name: "Email Address" })).toHaveAttribute("type", "email");
    const message = screen.getByRole("textbox", { name: "Your Message" });
    expect(message).not.toHaveAttribute("minlength");
    expect(message).not.toBeRequired();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("shows our hidden art over its caption on the gradient panel", async () => {
    const { container } = render(
      <IllustrationPanel art={<svg aria-hidden="true" focusable="false" />} className="contact-illustration">
        <p>Every message is read by a person.</p>
      </IllustrationPanel>,
    );
    const panel = container.firstElementChild!;
    expect(panel).toHaveClass("illustration-panel", "bg-gradient-primary", "contact-illustration");
    expect(panel.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(panel.lastElementChild).toHaveTextContent("Every message is read by a person.");
    await expectAccessible(<IllustrationPanel art={<svg aria-hidden="true" />}><p>Caption</p></IllustrationPanel>);
  });
});
