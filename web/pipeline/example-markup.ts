import { JSDOM } from "jsdom";
import { layoutHtml } from "./html-layout";
import { addBehaviours, demoForms, dropReactAttributes, needsScript, ownIds, scopeClass } from "./html-snippets";

/**
 * An example's scope in its prerendered preview page: the `.ukg` element its content renders in
 * (made around the content when the page has none), without the page's visually hidden title,
 * React's Suspense markers (comments) or resource hints React hoisted into the body. Counters show
 * their final value: nothing will count them.
 */
export function exampleScope(html, where = "page") {
  const { document, NodeFilter } = new JSDOM(html).window;
  const main = document.querySelector("main.example-standalone");
  if (!main) throw new Error(`${where}: no main.example-standalone`);
  main.querySelector(":scope > h1.visually-hidden")?.remove();
  for (const hint of main.querySelectorAll("link[rel=preload], link[rel=modulepreload]")) hint.remove();
  const comments = document.createTreeWalker(main, NodeFilter.SHOW_COMMENT);
  const found = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.remove();
  for (const counter of main.querySelectorAll('[data-count="pending"]')) counter.removeAttribute("data-count");
  for (const text of [...main.childNodes]) if (text.nodeType === 3 && !text.data.trim()) text.remove();
  let scope = main.children.length === 1 && main.childNodes.length === 1 && main.firstElementChild.classList.contains(scopeClass) ? main.firstElementChild : null;
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
 * attributes Bootstrap's script reads and what the probe saw open (html-snippets.ts), every id its
 * own, laid out one element a line where the stylesheet (`index`, html-layout.ts) draws no
 * whitespace. `script` says whether it needs /kit/ukguide.js.
 */
export function exampleSnippet(html, { id, where = "page", probe, index }) {
  const scope = exampleScope(html, where);
  try {
    addBehaviours(scope, probe);
  } catch (error) {
    throw new Error(`${where}: ${error.message}`, { cause: error });
  }
  demoForms(scope);
  dropReactAttributes(scope);
  ownIds(scope, id);
  return { html: layoutHtml([scope], index), script: needsScript(scope) };
}
