// The prerender's bundle leaves the stylesheets out: pages link the browser bundle's stylesheets (React Router
// takes them from the client build's manifest), so compiling every .scss again for the server bundle, whose
// stylesheets are then deleted or dropped unused, only costs the build's time (docs/decisions/012).
import type { Plugin } from "vite";

const stylesheet = /\.(?:s?css|sass)$/;

export function prerenderWithoutStyles(): Plugin {
  return {
    name: "ukguide:prerender-without-styles",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    load(id) {
      return stylesheet.test(id) ? "" : null;
    },
  };
}
