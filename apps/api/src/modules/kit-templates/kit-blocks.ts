/**
 * The stored (sanitised, kit-html.ts) HTML of a template read as blocks of styled runs, the form the
 * PDF writer lays out. It reads only what the allow-list lets through: block tags, emphasis, lists,
 * line breaks, text-align; the entities the sanitiser writes are decoded, so a value that looked
 * like HTML (escaped before it was merged) prints as it was typed.
 */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
}
export type BlockKind = 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'li' | 'quote' | 'hr';
export type Align = 'left' | 'center' | 'right' | 'justify';
export interface Block {
  kind: BlockKind;
  runs: Run[];
  align?: Align;
  /** a list item's marker ('•', '3.') and nesting depth (1 = top level) */
  marker?: string;
  depth?: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });

/** Text as HTML text (a merge field's value goes into the HTML this way: never as markup). */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'blockquote']);
const INLINE: Record<string, keyof Omit<Run, 'text'>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
};
const alignOf = (attrs: string): Align | undefined =>
  (/text-align\s*:\s*(left|center|right|justify)/i.exec(attrs)?.[1]?.toLowerCase() as Align) ?? undefined;

/** The blocks of a stored template's HTML, in order. */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const depth = { bold: 0, italic: 0, underline: 0, strike: 0 };
  const lists: { ordered: boolean; n: number }[] = [];
  let current = null as Block | null;
  let quote = 0;
  /** the list item being read: a paragraph inside it (as editors write <li><p>) stays in it */
  let item: { depth: number } | null = null;
  const flush = () => {
    if (current) {
      // whitespace at a block's edges is not printed (as a browser shows it)
      const first = current.runs[0];
      if (first) first.text = first.text.replace(/^ +/, '');
      const last = current.runs[current.runs.length - 1];
      if (last) last.text = last.text.replace(/ +$/, '');
      current.runs = current.runs.filter((r) => r.text !== '');
      blocks.push(current);
    }
    current = null;
  };
  const open = (kind: BlockKind, extra: Partial<Block> = {}) => {
    flush();
    current = { kind: quote && kind === 'p' ? 'quote' : kind, runs: [], ...extra };
  };
  const add = (text: string) => {
    if (!current) {
      if (!text.trim()) return;
      open('p');
    }
    const runs = current!.runs;
    const prev = runs[runs.length - 1];
    // collapsed spaces: no space after a line break or another space
    if ((!prev || /[ \n]$/.test(prev.text)) && text.startsWith(' ')) text = text.slice(1);
    if (text)
      runs.push({
        text,
        bold: depth.bold > 0,
        italic: depth.italic > 0,
        underline: depth.underline > 0,
        strike: depth.strike > 0,
      });
  };
  for (const m of html.matchAll(TOKEN)) {
    const [, closing, rawTag, attrs, text] = m;
    if (text !== undefined) {
      add(decodeEntities(text.replace(/\s+/g, ' ')));
      continue;
    }
    const tag = rawTag!.toLowerCase();
    const style = INLINE[tag];
    if (style) depth[style] = Math.max(0, depth[style] + (closing ? -1 : 1));
    else if (tag === 'br') add('\n');
    else if (tag === 'hr') {
      flush();
      blocks.push({ kind: 'hr', runs: [] });
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: tag === 'ol', n: 0 });
    } else if (tag === 'li') {
      if (closing) {
        flush();
        item = null;
      } else {
        const list = lists[lists.length - 1] ?? { ordered: false, n: 0 };
        list.n++;
        item = { depth: Math.max(1, lists.length) };
        open('li', { marker: list.ordered ? `${list.n}.` : '•', depth: item.depth });
      }
    } else if (BLOCK_TAGS.has(tag)) {
      if (tag === 'blockquote') {
        flush();
        quote = Math.max(0, quote + (closing ? -1 : 1));
      } else if (closing) flush();
      else if (item && current?.kind === 'li' && current.runs.length === 0) continue;
      else if (item) open('li', { marker: '', depth: item.depth });
      else open(tag as BlockKind, { align: alignOf(attrs ?? '') });
    }
  }
  flush();
  return blocks;
}
