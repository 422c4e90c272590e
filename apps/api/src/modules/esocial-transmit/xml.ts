/**
 * One strict XML reading for the module (xmldom): a document that is not well-formed is null — the
 * parser's warnings are tolerated, its errors are not, and the fatal ones (xmldom throws them even with
 * an error handler) are caught. xmldom never fetches external entities or DTDs.
 */
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

export function parseXml(text: string): Document | null {
  let failed = false;
  try {
    const doc = new DOMParser({
      onError: (level) => void (level !== 'warning' && (failed = true)),
    }).parseFromString(text, 'text/xml');
    return failed || !doc.documentElement ? null : doc;
  } catch {
    return null;
  }
}

/** the element children of a node, in order */
export const childElements = (parent: Element) =>
  Array.from(parent.childNodes).filter((n) => n.nodeType === 1) as Element[];
