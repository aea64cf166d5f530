import { JSDOM } from "jsdom";
import { format } from "prettier";

/**
 * An example's static markup, from its prerendered preview page: the children of
 * `main.example-standalone` without the page's visually hidden title, React's Suspense markers
 * (comments) or resource hints React hoisted into the body, laid out one element a line. A fragment
 * to paste into a page that links /kit/ukguide.css. Counters show their final value: nothing will count them.
 */
export async function exampleMarkup(html, where = "page") {
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
  const markup = main.innerHTML.trim();
  if (!markup) throw new Error(`${where}: the example rendered nothing`);
  // "strict": no whitespace added between elements, where it could show (inline blocks, buttons).
  return format(markup, { parser: "html", printWidth: 100, htmlWhitespaceSensitivity: "strict" });
}
