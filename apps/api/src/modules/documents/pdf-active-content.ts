/**
 * What a PDF may not carry (issue 12 M6): scripts, actions that run on opening or on an event,
 * launching programs, embedded files and rich media. A document photo or scan needs none of
 * them, and a PDF viewer (the staff's browser, a downloaded copy opened in Acrobat) would run
 * them. The parsed object graph is walked — every indirect object, object streams included — so
 * a name hidden with #xx escapes (`/J#61vaScript`, `/#4a#53`) is found as the viewer would read it.
 */
import { PDFArray, PDFDict, PDFName, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

/** keys whose presence alone makes a PDF active */
const ACTIVE_KEYS = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
]);
/** values (action types, annotation subtypes, object types) that do the same */
const ACTIVE_VALUES = new Set(['JavaScript', 'Launch', 'RichMedia', 'EmbeddedFile', 'FileAttachment']);

/** the name as a viewer reads it: every #xx escape decoded, in any case, however nested */
function nameOf(name: PDFName): string {
  let text = name.asString().slice(1);
  for (let i = 0; i < 4 && text.includes('#'); i++)
    text = text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return text;
}

function isActive(obj: PDFObject, depth: number): string | null {
  if (depth > 64) return null;
  if (obj instanceof PDFName) {
    const n = nameOf(obj);
    return ACTIVE_VALUES.has(n) ? n : null;
  }
  const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const k = nameOf(key);
      if (ACTIVE_KEYS.has(k)) return k;
      const found = isActive(value, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (obj instanceof PDFArray) {
    for (let i = 0; i < obj.size(); i++) {
      const found = isActive(obj.get(i), depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** the first active element found (its name), or null for a passive PDF */
export function findActiveContent(doc: PDFDocument): string | null {
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const found = isActive(obj, 0);
    if (found) return found;
  }
  return isActive(doc.context.trailerInfo.Root ?? PDFName.of('x'), 0);
}
