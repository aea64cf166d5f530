// Prerendered pages read with an HTML parser (parse5), and rewritten at the places it found: every
// byte outside an edit stays as it was.
import { parse, type DefaultTreeAdapterTypes } from "parse5";


export type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

/** A page's elements in document order, each with where it sits in the text. */
export function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) found.push(node);
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if ("content" in node) visit(node.content);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/** An attribute's value, or undefined when the element has none. */
export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The element's place in the page's text: where its start tag begins, where its end tag (or start tag) ends. */
export function span(element: Element): { start: number; end: number } {
  const at = element.sourceCodeLocation;
  if (!at) throw new Error(`<${element.tagName}> has no place in the page (written by the parser)`);
  return { start: at.startOffset, end: at.endOffset };
}

/** A script's (or any raw text element's) code as written, between its tags. */
export function contentOf(element: Element, html: string): { start: number; end: number; text: string } {
  const at = element.sourceCodeLocation;
  if (!at?.startTag || !at.endTag) throw new Error(`<${element.tagName}> has no end tag`);
  return { start: at.startTag.endOffset, end: at.endTag.startOffset, text: html.slice(at.startTag.endOffset, at.endTag.startOffset) };
}

/** Where an attribute's value sits in the page's text (between its quotes). */
export function valueSpan(element: Element, name: string, html: string): { start: number; end: number } {
  const at = element.sourceCodeLocation?.attrs?.[name];
  const value = attribute(element, name);
  if (!at || value === undefined) throw new Error(`<${element.tagName}> has no ${name}`);
  const written = html.slice(at.startOffset, at.endOffset);
  const start = at.startOffset + written.lastIndexOf(value);
  if (written.lastIndexOf(value) < written.indexOf("=")) throw new Error(`<${element.tagName}>'s ${name} is not written as its value`);
  return { start, end: start + value.length };
}

/** The scripts a page runs from its own text (no src), but data blocks. */
export const inlineScripts = (elements: readonly Element[]) =>
  elements.filter((element) => element.tagName === "script" && attribute(element, "src") === undefined && attribute(element, "type") !== "application/json");
