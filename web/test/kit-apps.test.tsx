import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AvatarGroup, type MessageAvatar } from "~/components/AvatarGroup";
import { MediaPlayer, type Song } from "~/components/MediaPlayer";
import { WeatherCard, weatherConditions, weatherLabels } from "~/components/WeatherCard";
import * as DesktopApp from "~/routes/pages/desktop-app";
import * as VirtualReality from "~/routes/pages/virtual-reality";
import { renderTemplatePage, renderWithRouter } from "./render";
import { expectRenderError } from "./assertions";

afterEach(() => vi.restoreAllMocks());

describe("WeatherCard", () => {
  it("shows the place, the temperature and the condition, and reads the degrees in words", () => {
    render(<WeatherCard temperature={28} condition="cloudy" place="London" details="Feels like 30°C" />);
    const card = screen.getByRole("region", { name: "Weather in London" });
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent("London");
    expect(within(card).getByText("28°C")).toHaveAttribute("aria-hidden", "true");
    expect(within(card).getByText("28 degrees Celsius")).toHaveClass("visually-hidden");
    expect(within(card).getByText("Cloudy")).toBeInTheDocument();
    expect(within(card).getByText("Feels like 30°C")).toBeInTheDocument();
    expect(card.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("names every condition and takes the heading level asked for", () => {
    expect(weatherConditions.map((condition) => weatherLabels[condition])).toEqual(["Sunny", "Cloudy", "Rainy"]);
    render(<WeatherCard temperature={-3.4} condition="rainy" place="Leeds" headingAs="h3" />);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Weather in Leeds");
    expect(screen.getByText("-3°C")).toBeInTheDocument();
  });

  it("rejects an unknown condition and a temperature that is not a number", () => {
    // @ts-expect-error: a condition the card has no art for
    expectRenderError(<WeatherCard temperature={20} condition="foggy" place="York" />, 'WeatherCard: condition must be one of sunny, cloudy, rainy; got "foggy"');
    expectRenderError(<WeatherCard temperature={Number.NaN} condition="sunny" place="York" />, "WeatherCard: temperature must be a number");
  });
});

const songs: Song[] = [
  { title: "Morning Tide", singer: "Nora Vale" },
  { title: "Paper Lanterns", singer: "The Quiet Hours" },
  { title: "Slow River", singer: "Mira Sol" },
];

describe("MediaPlayer", () => {
  it("starts paused on the first song; the middle button says Play, then Pause while playing", async () => {
    render(<MediaPlayer songs={songs} />);
    const player = screen.getByRole("region", { name: "Music" });
    const now = within(player).getByRole("status");
    expect(now).toHaveTextContent("Paused");
    expect(now).toHaveTextContent("Morning Tide");
    expect(now).toHaveTextContent("Nora Vale");

    await userEvent.click(within(player).getByRole("button", { name: "Play" }));
    expect(within(player).queryByRole("button", { name: "Play" })).not.toBeInTheDocument();
    expect(now).toHaveTextContent("Now playing");
    await userEvent.click(within(player).getByRole("button", { name: "Pause" }));
    expect(within(player).getByRole("button", { name: "Play" })).toBeInTheDocument();
    expect(now).toHaveTextContent("Paused");
  });

  it("goes round the list with next and previous, and picks a song from the list", async () => {
    render(<MediaPlayer songs={songs} defaultPlaying title="Now on" headingAs="h3" />);
    expect(screen.getByRole("heading", { level: 3, name: "Now on" })).toBeInTheDocument();
    const now = screen.getByRole("status");
    const next = screen.getByRole("button", { name: "Next song" });
    const previous = screen.getByRole("button", { name: "Previous song" });
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();

    await userEvent.click(previous);
    expect(now).toHaveTextContent("Slow River");
    expect(now).toHaveTextContent("Mira Sol");
    expect(screen.getByText("Song 3 of 3")).toBeInTheDocument();
    await userEvent.click(next);
    expect(now).toHaveTextContent("Morning Tide");
    await userEvent.click(next);
    expect(now).toHaveTextContent("Paper Lanterns");
    expect(now).toHaveTextContent("Now playing");

    const playlist = screen.getByRole("list", { name: "Playlist" });
    const entries = within(playlist).getAllByRole("button");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Morning Tide, by Nora Vale",
      "Paper Lanterns, by The Quiet Hours",
      "Slow River, by Mira Sol",
    ]);
    expect(entries[1]).toHaveAttribute("aria-current", "true");
    await userEvent.click(entries[2]);
    expect(now).toHaveTextContent("Slow River");
    expect(entries[2]).toHaveAttribute("aria-current", "true");
    expect(entries[1]).not.toHaveAttribute("aria-current");
  });

  it("rejects an empty list and a first song outside it", () => {
    expectRenderError(<MediaPlayer songs={[]} />, "MediaPlayer: songs must hold at least one song");
    expectRenderError(<MediaPlayer songs={songs} defaultIndex={3} />, "MediaPlayer: defaultIndex must be a song's position from 0 to 2; got 3");
  });
});

const avatars: MessageAvatar[] = [
  { route: "/people/amara", tooltip: "Amara: Lunch on Friday?", image: { url: "https://images.unsplash.com/photo-1", alt: "Amara Okafor" } },
  { route: "/people/tomasz", tooltip: "Tomasz: See you soon.", image: { alt: "Tomasz Nowak" } },
];

describe("AvatarGroup", () => {
  it("lists a named link per person, each opening its tooltip on keyboard focus; Esc closes it", async () => {
    renderWithRouter(<AvatarGroup avatars={avatars} label="New messages" />);
    const list = screen.getByRole("list", { name: "New messages" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/people/amara", "/people/tomasz"]);
    // Named by the picture itself: the photo's alt, or the initials' image without a photo.
    expect(links[0]).toHaveAccessibleName("Amara Okafor");
    expect(links[1]).toHaveAccessibleName("Tomasz Nowak");
    for (const link of links) expect(link).not.toHaveAttribute("aria-label");
    expect(within(links[1]).getByText("TN")).toBeInTheDocument();

    await userEvent.tab();
    expect(links[0]).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("Amara: Lunch on Friday?");
    expect(links[0]).toHaveAccessibleDescription("Amara: Lunch on Friday?");
    // Inside the group, so it belongs to the same page region.
    expect(list.parentElement).toContainElement(tooltip);

    await userEvent.tab();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Tomasz: See you soon.");
    await userEvent.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    expect(links[1]).toHaveFocus();
  });

  it("rejects an empty group", () => {
    expectRenderError(<AvatarGroup avatars={[]} label="Nobody" />, "AvatarGroup: avatars must hold at least one avatar");
  });
});

describe("desktop app page", () => {
  it("has one h1, four features, rated reviews and four plans with Annual first", async () => {
    renderTemplatePage(DesktopApp);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const features = screen.getByRole("region", { name: "Less paperwork stress, more time to plan" });
    expect(within(features).getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(features.querySelectorAll(".feature-icon svg")).toHaveLength(4);
    expect(screen.getAllByRole("img", { name: /^Rated \d(\.5)? out of 5$/ })).toHaveLength(3);
    expect(screen.getByRole("region", { name: "Loved by people on the move" }).querySelectorAll(".rating-star")).toHaveLength(15);

    const pricing = screen.getByRole("region", { name: "Pick the plan that fits your move" });
    expect(within(pricing).getByRole("tab", { name: "Annual" })).toHaveAttribute("aria-selected", "true");
    const annual = within(pricing).getByRole("tabpanel", { name: "Annual" });
    expect(within(annual).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Starter",
      "Pro",
      "Premium",
      "Enterprise",
    ]);
    expect(within(annual).getAllByText(/\/year$/).map((price) => price.parentElement!.textContent)).toEqual([
      "$199/year",
      "$299/year",
      "$499/year",
      "$899/year",
    ]);
    await userEvent.click(within(pricing).getByRole("tab", { name: "Monthly" }));
    const monthly = await within(pricing).findByRole("tabpanel", { name: "Monthly" });
    expect(within(pricing).getAllByRole("tabpanel")).toEqual([monthly]);
    expect(within(monthly).getAllByText(/\/mo$/).map((price) => price.parentElement!.textContent)).toEqual([
      "$19/mo",
      "$29/mo",
      "$49/mo",
      "$89/mo",
    ]);
  });

  it("says the download button is a demo", async () => {
    renderTemplatePage(DesktopApp);
    const status = screen.getAllByRole("status").find((element) => element.classList.contains("desktop-app-download-status"))!;
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: "Download the app" }));
    expect(status).toHaveTextContent("This is a demo: there is nothing to download.");
  });
});

describe("virtual reality page", () => {
  it("greets with one h1 and shows the weather, three timed to-dos, the e-mails, the player and the messages", () => {
    renderTemplatePage(VirtualReality);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Good morning, Alex");
    const weather = screen.getByRole("region", { name: "Weather in London" });
    expect(within(weather).getByText("28°C")).toBeInTheDocument();
    expect(within(weather).getByText("Cloudy")).toBeInTheDocument();

    const todo = screen.getByRole("region", { name: "To do today" });
    const entries = within(todo).getAllByRole("listitem");
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => entry.querySelector("time")?.getAttribute("datetime"))).toEqual(["08:00", "09:30", "11:00"]);
    expect(screen.getByRole("region", { name: "Today's focus" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Emails" })).toHaveTextContent("21 new e-mails");

    const player = screen.getByRole("region", { name: "Music" });
    expect(within(player).getByRole("button", { name: "Pause" })).toBeInTheDocument();
    expect(within(player).getByRole("status")).toHaveTextContent(/Now playing.*Morning Tide/);
    const messages = screen.getByRole("region", { name: "Messages" });
    expect(within(messages).getAllByRole("link")).toHaveLength(5);
    expect(within(messages).getAllByRole("link")[0]).toHaveAccessibleName("Amara Okafor");
  });
});
