import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CardGrid } from "~/components/CardGrid";
import { demoFormMessage } from "~/components/DemoForm";
import { FollowButton } from "~/components/FollowButton";
import { PageCard } from "~/components/PageCard";
import { PostGrid } from "~/components/PostGrid";
import { formatCount, ProfileStats } from "~/components/ProfileStats";
import { PhotoHeader } from "~/components/PhotoHeader";
import { ShareButtons, shareLink, shareName, shareNetworks } from "~/components/ShareButtons";
import { TemplatePage } from "~/shell/layouts/TemplatePage";
import { authorPosts } from "~/content/blog";
import { href } from "~/paths";
import * as Author from "~/routes/pages/author";
import * as SingleArticle from "~/routes/pages/single-article";
import { canonicalUrl } from "~/shell/meta";
import { siteUrl } from "../site-url";
import { renderTemplatePage, renderWithRouter } from "./render";
import { expectNoAxeViolations } from "./assertions";

// jsdom's accessible names put a space between inline elements where browsers do not: names are matched loosely.

afterEach(() => vi.restoreAllMocks());

const page = { url: "https://ukguide.example/pages/blog/single-article", text: "Your first month & more" };
const encodedUrl = encodeURIComponent(page.url);

describe("ShareButtons", () => {
  it("shares the page's address on Twitter, Facebook and Tumblr, and leads to Dribbble", () => {
    expect(shareLink("twitter", page)).toBe(
      `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent("Your first month & more")}`,
    );
    expect(shareLink("facebook", page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
    expect(shareLink("tumblr", page)).toContain(`canonicalUrl=${encodedUrl}`);
    expect(shareLink("dribbble", page)).toBe("https://dribbble.com/");
    expect(shareNetworks.map(shareName)).toEqual(["Share on Twitter", "Share on Facebook", "Share on Tumblr", "Visit Dribbble"]);
  });

  it("is a named list of links that open in a new tab, safely, with names that say what they do", async () => {
    const { container } = render(<ShareButtons {...page} label="Share this article" />);
    const list = screen.getByRole("list", { name: "Share this article" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveAccessibleName(/\(opens in new tab\)$/);
    }
    expect(screen.getByRole("link", { name: /Share on\s*Twitter/ })).toHaveAttribute("href", shareLink("twitter", page));
    expect(screen.getByRole("link", { name: /Share on\s*Facebook/ })).toHaveAttribute("href", shareLink("facebook", page));
    expect(screen.getByRole("link", { name: /Visit\s*Dribbble/ })).toHaveTextContent("Dribbble");
    // The network's name shows; the verb is for screen readers.
    expect(links[0]).toHaveClass("btn", "btn-twitter");
    await expectNoAxeViolations(container);
  });

  it("keeps to the networks asked for, or shows round icon-only buttons", () => {
    render(<ShareButtons {...page} networks={["facebook"]} labelled={false} />);
    const link = screen.getByRole("link", { name: /Share on Facebook/ });
    expect(link).toHaveClass("btn-icon-only");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("list", { name: "Share this page" })).toBeInTheDocument();
  });

  it("refuses an address that is not absolute, or an unknown network", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ShareButtons url="/pages/blog/single-article" text="x" />)).toThrow(
      'ShareButtons: url must be an absolute http(s) address; got "/pages/blog/single-article"',
    );
    expect(() => shareLink("myspace" as never, page)).toThrow("ShareButtons: network must be one of twitter, facebook, tumblr, dribbble");
  });
});

function FollowDemo() {
  const [following, setFollowing] = useState(false);
  return (
    <>
      <FollowButton following={following} onChange={setFollowing} name="Amara Okafor" />
      <ProfileStats
        label="Amara Okafor in numbers"
        stats={[
          { label: "Posts", value: 323 },
          { label: "Followers", value: 3512 + (following ? 1 : 0) },
          { label: "Following", value: 260 },
        ]}
      />
    </>
  );
}

describe("FollowButton and ProfileStats", () => {
  it("toggles between Follow and Following, pressed while following, and the follower count follows", async () => {
    const user = userEvent.setup();
    const { container } = render(<FollowDemo />);
    const button = screen.getByRole("button", { name: /^Follow\s*Amara Okafor$/ });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("aria-pressed", "false");
    const stats = screen.getByRole("list", { name: "Amara Okafor in numbers" });
    expect(within(stats).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["323 Posts", "3,512 Followers", "260 Following"]);
    await expectNoAxeViolations(container);

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveAccessibleName(/^Following\s*Amara Okafor$/);
    expect(within(stats).getByText("3,513")).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveTextContent(/^Follow/);
    expect(within(stats).getByText("3,512")).toBeInTheDocument();
  });

  it("formats counts the same everywhere, and refuses what is not a count", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(3512)).toBe("3,512");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(() => formatCount(-1)).toThrow("ProfileStats: a count must be a whole number from 0; got -1");
    expect(() => formatCount(1.5)).toThrow("got 1.5");
  });
});

describe("PhotoHeader", () => {
  it("puts a decorative photo under a mask, and its content in a container", async () => {
    const { container } = render(
      <PhotoHeader image="https://images.unsplash.com/photo-1" className="extra">
        <h1>Title</h1>
      </PhotoHeader>,
    );
    const header = container.firstElementChild!;
    expect(header).toHaveClass("page-header", "photo-header", "extra");
    expect(header.querySelector("img")).toHaveAttribute("alt", "");
    expect(header.querySelector(".mask")).toHaveAttribute("aria-hidden", "true");
    expect(header.querySelector(".container h1")).toHaveTextContent("Title");
    await expectNoAxeViolations(container);
  });

  it("is a plain band without content", () => {
    const { container } = render(<PhotoHeader image="https://images.unsplash.com/photo-1" />);
    expect(container.querySelector(".container")).toBeNull();
  });
});

describe("PostGrid, PageCard and TemplatePage", () => {
  it("lists posts as cards whose titles are h3 links, in the columns it is given", async () => {
    const { container } = renderWithRouter(<PostGrid posts={authorPosts} columns="col-md-6 col-xl-3" />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveClass("col-md-6", "col-xl-3");
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(authorPosts.map((post) => post.title));
    await expectNoAxeViolations(container);
  });

  it("CardGrid puts each item's card in a list item with the columns and gutters it is given", () => {
    const { container } = render(
      <CardGrid items={["Hot desk", "Team office"]} itemKey={(name) => name} columns="col-md-6" className="gy-5">
        {(name) => <article>{name}</article>}
      </CardGrid>,
    );
    expect(container.firstElementChild).toHaveClass("row", "list-unstyled", "gy-5");
    expect(screen.getAllByRole("listitem").map((item) => [item.className, item.textContent])).toEqual([
      ["col-md-6", "Hot desk"],
      ["col-md-6", "Team office"],
    ]);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<CardGrid items={[]} itemKey={String} columns="col-4">{() => null}</CardGrid>)).toThrow("CardGrid: items must not be empty");
  });

  it("needs at least one post", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<PostGrid posts={[]} columns="col-4" />)).toThrow("PostGrid: posts must not be empty");
  });

  it("frames a page: the navbar, one main landmark that the skip link reaches, the blurred card and the footer", () => {
    renderWithRouter(
      <TemplatePage navbar="sticky" className="contact-page">
        <PageCard className="blog-card">
          <h1>Hello</h1>
        </PageCard>
      </TemplatePage>,
    );
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "content");
    expect(main).toHaveAttribute("tabindex", "-1");
    expect(main).toHaveClass("contact-page");
    expect(within(main).getByRole("heading", { level: 1 }).parentElement).toHaveClass("landing-card", "blur", "blog-card");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(document.querySelector(".site-navbar")).toHaveClass("site-navbar-sticky");
  });
});

describe("blog pages", () => {
  it("single article: its title, four steps, share links for its own address, and three related posts", () => {
    renderTemplatePage(SingleArticle);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Your first month in a new country"]);
    const steps = screen.getByRole("region", { name: "First-week steps" });
    expect(steps.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(4);
    expect(within(steps).getByText("Step 1 of 4")).toBeInTheDocument();

    const share = screen.getByRole("list", { name: "Share this article" });
    const article = { url: canonicalUrl("single-article"), text: "Your first month in a new country" };
    expect(within(share).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(
      shareNetworks.map((network) => shareLink(network, article)),
    );
    expect(shareLink("facebook", article)).toContain(encodeURIComponent(siteUrl() + href("single-article")));

    const related = screen.getByRole("region", { name: "Related posts" });
    expect(within(related).getAllByRole("article")).toHaveLength(3);
    expect(within(related).getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });

  it("author: the name, the avatar, the counts, four posts linking to the article, and a demo contact form", async () => {
    const user = userEvent.setup();
    renderTemplatePage(Author);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Amara Okafor"]);
    expect(screen.getByRole("img", { name: "Amara Okafor" })).toBeInTheDocument();
    const stats = screen.getByRole("list", { name: "Amara Okafor in numbers" });
    expect(within(stats).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["323 Posts", "3,512 Followers", "260 Following"]);
    await user.click(screen.getByRole("button", { name: /^Follow/ }));
    expect(within(stats).getAllByRole("listitem")[1]).toHaveTextContent("3,513 Followers");

    const posts = screen.getByRole("region", { name: "Latest posts" });
    expect(within(posts).getAllByRole("article")).toHaveLength(4);
    expect(within(posts).getByRole("link", { name: "Your first month in a new country" })).toHaveAttribute("href", href("single-article"));

    const contact = screen.getByRole("form", { name: "Write to Amara" });
    const name = within(contact).getByRole("textbox", { name: "Your Name" });
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(within(contact).getByRole("textbox", { name: "Email Address" })).toHaveAttribute("type", "email");
    for (const [field, text] of [
      [name, "Sam Lee"],
      [within(contact).getByRole("textbox", { name: "Email Address" }), "sam@example.com"],
      [within(contact).getByRole("textbox", { name: "Your Message" }), "Hello!"],
    ] as const) {
      await user.click(field);
      await user.paste(text);
    }
    await user.click(within(contact).getByRole("button", { name: "Send Message" }));
    expect(within(contact).getByRole("status")).toHaveTextContent(demoFormMessage);
  });
});
