import { JSDOM } from "jsdom";

/**
 * An example's static markup, from its prerendered preview page: the children of
 * `main.example-standalone` without the page's visually hidden title, React's Suspense markers
 * (comments) or resource hints React hoisted into the body. A fragment to paste into a page that
 * links /kit/ukguide.css.
 */
export function exampleMarkup(html, where = "page") {
  const { document, NodeFilter } = new JSDOM(html).window;
  const main = document.querySelector("main.example-standalone");
  if (!main) throw new Error(`${where}: no main.example-standalone`);
  main.querySelector(":scope > h1.visually-hidden")?.remove();
  for (const hint of main.querySelectorAll("link[rel=preload], link[rel=modulepreload]")) hint.remove();
  const comments = document.createTreeWalker(main, NodeFilter.SHOW_COMMENT);
  const found = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.remove();
  const markup = main.innerHTML.trim();
  if (!markup) throw new Error(`${where}: the example rendered nothing`);
  return `${markup}\n`;
}
