/**
 * The names of the entries of every ZIP the API writes (the candidate's data export, the eSocial
 * batch, the Excel files; issue 31 §8): each name is built from cleaned segments, so a stored name
 * ('..' as a document type, a slash, a control character, from before the text rule of decision
 * 066) can never make an entry that an unzip tool writes outside its folder, nor two entries that
 * overwrite each other.
 *
 * A segment keeps its letters, digits, spaces and punctuation; it loses (as '_') slashes and
 * backslashes, ':' (a Windows drive or stream), the characters Windows refuses in a file name
 * (* ? " < > |), control, format (bidi, zero-width) and line-separator characters; '.', '..' and
 * any name of dots and spaces becomes '_'; it is trimmed, NFC and at most 120 characters. The
 * result is relative (no leading '/'), has no empty segment and never '..'.
 */

const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}/\\:*?"<>|]/gu;
const SEGMENT_MAX = 120;

/** One segment of an entry name, cleaned. */
export function zipSegment(raw: string): string {
  const text = [...raw.normalize('NFC').trim().replace(UNSAFE, '_')].slice(0, SEGMENT_MAX).join('').trim();
  return /^[.\s]*$/u.test(text) ? '_' : text;
}

/**
 * A safe relative entry name: a path 'a/b/c.txt' (split on '/') or the segments themselves (a
 * segment that holds a '/' stays one segment). Idempotent: a safe name comes back unchanged.
 */
export function zipEntryName(path: string | readonly string[]): string {
  const segments = typeof path === 'string' ? path.split('/') : path;
  const kept = segments.filter((s, i) => s !== '' || i === segments.length - 1);
  return (kept.length ? kept : ['_']).map(zipSegment).join('/');
}

/**
 * The entry names of one archive: each cleaned by zipEntryName and unique, compared without case
 * (Windows and macOS file systems do not tell 'RG' from 'rg'); a repeat gets ' (2)', ' (3)'…
 * before its extension.
 */
export class ZipNames {
  private readonly taken = new Set<string>();

  constructor(reserved: readonly string[] = []) {
    for (const name of reserved) this.take(name);
  }

  take(path: string | readonly string[]): string {
    const name = zipEntryName(path);
    let unique = name;
    for (let n = 2; this.taken.has(unique.toLowerCase()); n++) unique = numbered(name, n);
    this.taken.add(unique.toLowerCase());
    return unique;
  }
}

function numbered(name: string, n: number): string {
  const slash = name.lastIndexOf('/');
  const dot = name.lastIndexOf('.');
  const at = dot > slash + 1 ? dot : name.length;
  return `${name.slice(0, at)} (${n})${name.slice(at)}`;
}
