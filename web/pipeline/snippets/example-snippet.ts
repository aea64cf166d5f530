import { JSDOM } from "jsdom";
import type { Probe } from "./widget-probe";
import { layoutHtml, type StylesheetIndex } from "./whitespace-layout";
import { scopeClass } from "../shared/scope-styles";
import { addBehaviours, demoForms, dropReactAttributes, needsScript } from "./markup-behaviours";
import { ownIds } from "./snippet-ids";

/**
 * An example's scope in its prerendered preview page: the `.ukg` element its content renders in
 * (made around the content when the page has none), without the page's visually hidden title,
 * React's Suspense markers (comments) or resource hints React hoisted into the body. Counters show
 * their final value: nothing will count them.
 */
export function exampleScope(html: string, where = "page"): Element {
  const { document, NodeFilter } = new JSDOM(html).window;
  const main = document.querySelector("main.example-standalone");
  if (!main) throw new Error(`${where}: no main.example-standalone`);
  main.querySelector(":scope > h1.visually-hidden")?.remove();
  for (const hint of main.querySelectorAll("link[rel=preload], link[rel=modulepreload]")) hint.remove();
  const comments = document.createTreeWalker(main, NodeFilter.SHOW_COMMENT);
  const found: ChildNode[] = [];
  while (comments.nextNode()) found.push(comments.currentNode as Comment);
  for (const comment of found) comment.remove();
  for (const counter of main.querySelectorAll('[data-count="pending"]')) counter.removeAttribute("data-count");
  for (const text of [...main.childNodes]) if (text.nodeType === 3 && !(text as Text).data.trim()) text.remove();
  const only = main.childNodes.length === 1 ? main.firstElementChild : null;
  let scope = only?.classList.contains(scopeClass) ? only : null;
  if (!scope) {
    scope = document.createElement("div");
    scope.className = scopeClass;
    scope.append(...main.childNodes);
    main.append(scope);
  }
  if (!scope.innerHTML.trim()) throw new Error(`${where}: the example rendered nothing`);
  return scope;
}

/**
 * An example's HTML snippet, from its prerendered preview page: its scope (exampleScope) with the
 * attributes Bootstrap's script reads and what the probe saw open (markup-behaviours.ts), every id its
 * own, laid out one element a line where the stylesheet (`index`, whitespace-layout.ts) draws no
 * whitespace. `script` says whether it needs /kit/ukguide.js.
 */
export function exampleSnippet(
  html: string,
  { id, where = "page", probe, index }: { id: string; where?: string; probe?: Partial<Probe>; index: StylesheetIndex },
): { html: string; script: boolean } {
  const scope = exampleScope(html, where);
  try {
    addBehaviours(scope, probe);
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  demoForms(scope);
  dropReactAttributes(scope);
  ownIds(scope, id);
  return { html: layoutHtml([scope], index), script: needsScript(scope) };
}
