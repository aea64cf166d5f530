import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { articleGroups, pages, showcaseGroups, type PageGroup } from "~/content/pages";
import { site } from "~/content/site";
import { href } from "~/paths";
import { SearchButton } from "./SearchButton";
import { ThemeSwitch } from "./ThemeSwitch";
import { groupCountLabel } from "~/catalogue/counts";
import { useDismiss } from "./dismiss";
import { ExternalLink } from "~/components/ExternalLink";

// Bootstrap's lg breakpoint, from which navbar-expand-lg lays the links out in the bar.
const wideQuery = "(min-width: 992px)";

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(wideQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the links are in the bar (992 px and up); the prerendered page assumes a phone's menu. */
function useWideNavbar(): boolean {
  return useSyncExternalStore(subscribeToWidth, () => window.matchMedia(wideQuery).matches, () => false);
}

export type NavbarVariant = "transparent" | "light" | "dark" | "sticky";

interface NavbarProps {
  variant?: NavbarVariant;
  /** The action button's label. */
  actionLabel?: string;
}

/**
 * The site's top navigation. Below 992 px the links fold into a menu behind a
 * toggle; the two dropdowns are disclosure menus (click or Enter to open, Esc or
 * focus leaving to close).
 */
export function Navbar({ variant = "light", actionLabel = site.actionLabel }: NavbarProps) {
  const [expanded, setExpanded] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const location = useLocation();
  const collapseId = useId();

  // A navigation closes everything that was open.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setExpanded(false);
    setOpenMenu(null);
  }

  const toggleMenu = (key: string) => setOpenMenu((current) => (current === key ? null : key));
  const closeMenu = (key: string) => setOpenMenu((current) => (current === key ? null : current));

  const articlesMenu = articleGroups.map((group) => <MenuGroup key={group.key} group={group} />);
  const visasMenu = showcaseGroups.map((group) => (
    <MenuGroup key={group.key} group={group} heading={groupCountLabel(group.key)} headingTo={href(group.overview)} />
  ));

  const wide = useWideNavbar();
  // The links: in the bar on wide screens, the menu behind the toggle on narrow ones.
  const links = (
    <div id={collapseId} className={`collapse navbar-collapse${expanded ? " show" : ""}`}>
      <ul className="navbar-nav ms-lg-auto">
        <NavMenu
          id="articles"
          label="Articles"
          open={openMenu === "articles"}
          onToggle={() => toggleMenu("articles")}
          onClose={() => closeMenu("articles")}
        >
          {articlesMenu}
        </NavMenu>
        <NavMenu
          id="visas"
          label="Visas"
          open={openMenu === "visas"}
          onToggle={() => toggleMenu("visas")}
          onClose={() => closeMenu("visas")}
        >
          {visasMenu}
        </NavMenu>
        <li className="nav-item">
          <Link className="nav-link" to={href("theme")}>
            Theme
          </Link>
        </li>
      </ul>
      <ExternalLink className="btn btn-sm bg-gradient-primary mb-0 ms-lg-3 navbar-action" href={site.providerUrl}>
        {actionLabel}
      </ExternalLink>
    </div>
  );

  return (
    <header className={`site-navbar site-navbar-${variant}`}>
      <nav className={`navbar navbar-expand-lg navbar-${variant}`} aria-label="Main">
        <div className="container">
          <Link className="navbar-brand" to={href("presentation")}>
            {site.brand}
          </Link>
          {/* Keyboard order follows what is seen: on wide screens the links come before Search and the colour
              mode (order-lg-last puts those last, before hydration too); on narrow ones the links open below
              them. Search stays where it is, so its dialog outlives a change of width. */}
          {wide && links}
          <SearchButton />
          <ThemeSwitch />
          <button
            type="button"
            className="navbar-toggler"
            aria-controls={collapseId}
            aria-expanded={expanded}
            aria-label={expanded ? "Close menu" : "Open menu"}
            onClick={() => setExpanded((value) => !value)}
          >
            <span className="navbar-toggler-bar" aria-hidden="true" />
            <span className="navbar-toggler-bar" aria-hidden="true" />
            <span className="navbar-toggler-bar" aria-hidden="true" />
          </button>
          {!wide && links}
        </div>
      </nav>
    </header>
  );
}

interface NavMenuProps {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  children: ReactNode;
}

function NavMenu({ id, label, open, onToggle, onClose, children }: NavMenuProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const { toggleRef, handlers } = useDismiss<HTMLButtonElement>(open, onClose);
  const menuId = `menu-${id}`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, onClose]);

  return (
    <li
      ref={itemRef}
      className={`nav-item dropdown${open ? " show" : ""}`}
      {...handlers}
    >
      <button
        ref={toggleRef}
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
      >
        {label}
      </button>
      <div id={menuId} className={`dropdown-menu dropdown-menu-mega${open ? " show" : ""}`}>
        <div className="dropdown-mega-grid">{children}</div>
      </div>
    </li>
  );
}

/** A group of page links under its heading; a showcase group's heading leads to its overview. */
function MenuGroup({ group, heading, headingTo }: { group: PageGroup; heading?: string; headingTo?: string }) {
  const headingId = `menu-group-${group.key}`;
  const label = heading ?? group.label;
  return (
    <div className="dropdown-mega-group">
      <p className="dropdown-header" id={headingId}>
        {headingTo ? (
          <Link className="dropdown-header-link" to={headingTo}>
            {label}
          </Link>
        ) : (
          label
        )}
      </p>
      <ul className="list-unstyled mb-0" aria-labelledby={headingId}>
        {group.pages.map((name) => (
          <li key={name}>
            <Link className="dropdown-item" to={href(name)}>
              {pages[name].title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
