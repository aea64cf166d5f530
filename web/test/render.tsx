import { render } from "@testing-library/react";
import type { ComponentType, ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import TemplatePages from "~/routes/template-pages";
import type { TemplatePageHandle } from "~/shell/layouts/TemplatePage";

/** Renders an element inside a memory router at `path`, with any other routes given. */
export function renderWithRouter(element: ReactElement, { path = "/", routes = [] as { path: string; element: ReactElement }[] } = {}) {
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** A template page's route module as the site renders it: inside the template pages' layout route, with its handle. */
export function renderTemplatePage(page: { default: ComponentType; handle?: TemplatePageHandle }, path = "/page") {
  const router = createMemoryRouter([{ Component: TemplatePages, children: [{ path, handle: page.handle, Component: page.default }] }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
