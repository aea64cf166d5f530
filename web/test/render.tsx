import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/** Renders an element inside a memory router at `path`, with any other routes given. */
export function renderWithRouter(element: ReactElement, { path = "/", routes = [] as { path: string; element: ReactElement }[] } = {}) {
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
