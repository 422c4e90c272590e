/** Small DOM helpers over @xmldom/xmldom, shared by the stand-in's parts. */
import { DOMParser, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';

/** The document, or null when it is not well-formed XML (any parser error stops it). */
export function parseXml(xml: string): Document | null {
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch {
    return null;
  }
}

export const serialize = (node: Element) => new XMLSerializer().serializeToString(node);

/** Element children (namespace-agnostic: the schemas qualify every element, the checks do not need to). */
export function children(parent: Element, localName?: string): Element[] {
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (!localName || (n as Element).localName === localName)) out.push(n as Element);
  }
  return out;
}

export const child = (parent: Element | null | undefined, localName: string): Element | null =>
  parent ? (children(parent, localName)[0] ?? null) : null;

/** Text of the path of child elements under `root`, or '' when a step is missing. */
export function textAt(root: Element | null, ...path: string[]): string {
  let at: Element | null = root;
  for (const step of path) at = child(at, step);
  return at?.textContent?.trim() ?? '';
}

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
