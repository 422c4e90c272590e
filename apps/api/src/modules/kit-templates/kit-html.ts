/**
 * The HTML of a kit template (issue 33 §1): refused when it holds active or external content
 * (scripts, event handlers, javascript: addresses, images, frames, objects, style with url(), any
 * src/href) — the admin is told what, and nothing is stored — and otherwise reduced to a strict
 * allow-list (text, headings, lists, emphasis, line breaks; alignment the only attribute). The
 * stored HTML is then what the PDF renderer (kit-blocks.ts) reads, and nothing else.
 */
import sanitizeHtml from 'sanitize-html';
import { KIT_TEMPLATE_MSG } from '@admissao/domain';
import { badRequest } from '../../lib/http-errors.ts';

/** Tags whose presence is a refusal, with how the message names them. */
const REFUSED_TAGS: Record<string, string> = {
  script: 'script',
  noscript: 'script',
  iframe: 'iframe',
  frame: 'iframe',
  frameset: 'iframe',
  object: 'object',
  embed: 'object',
  applet: 'object',
  img: 'imagem',
  image: 'imagem',
  picture: 'imagem',
  svg: 'imagem',
  video: 'mídia',
  audio: 'mídia',
  source: 'mídia',
  link: 'recurso externo',
  meta: 'recurso externo',
  base: 'recurso externo',
  style: 'folha de estilo',
  form: 'formulário',
  input: 'formulário',
  button: 'formulário',
  math: 'object',
};
/** Attributes that load or point at something outside the text. */
const RESOURCE_ATTRIBUTES = new Set([
  'src',
  'srcset',
  'href',
  'xlink:href',
  'background',
  'poster',
  'action',
  'formaction',
  'data',
  'codebase',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
]);
const SCRIPT_URL = /^\s*(javascript|vbscript|livescript)\s*:/i;
const STYLE_RESOURCE = /url\s*\(|@import|expression\s*\(|image-set\s*\(/i;

function problemsOfTag(tag: string, attribs: Record<string, string>, found: Set<string>) {
  const named = REFUSED_TAGS[tag.toLowerCase()];
  if (named) found.add(named);
  for (const [name, raw] of Object.entries(attribs)) {
    const attr = name.toLowerCase();
    // entities and control characters can hide a scheme ('jav&#x09;ascript:'): the parser decoded them
    // eslint-disable-next-line no-control-regex -- the control characters are what is removed
    const value = raw.replace(/[\u0000-\u0020]+/g, '');
    if (attr.startsWith('on')) found.add('manipulador de evento');
    if (SCRIPT_URL.test(value)) found.add('endereço javascript:');
    if (attr === 'style' && STYLE_RESOURCE.test(raw)) found.add('estilo com url()');
    if (RESOURCE_ATTRIBUTES.has(attr) && value) found.add(`recurso externo (${attr})`);
  }
}

/** What the HTML holds that a kit template may not (empty: nothing). */
export function refusedContent(html: string): string[] {
  const found = new Set<string>();
  // a parse that allows everything, only to look at every tag with its attributes
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // schemes are judged here, not dropped before the attributes are seen
    allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: (frame) => {
      problemsOfTag(frame.tag, frame.attribs, found);
      return false;
    },
  });
  // a tag the parser did not close still shows in the source
  if (/<\s*script\b/i.test(html)) found.add('script');
  return [...found];
}

const ALIGN = [/^(left|center|right|justify)$/];
const BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4'] as const;

/** The kit's allow-list: what kit-blocks.ts renders, no links, no images, no classes. */
const KIT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS, 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'hr'],
  allowedAttributes: Object.fromEntries(BLOCKS.map((t) => [t, ['style']])),
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
};

/**
 * `{{<b>NOME</b>}}` → `<b>{{NOME}}</b>`: a rich-text editor wraps the name alone when someone bolds it,
 * and a merge field with tags inside its braces would print as written. The tags keep their order, so
 * the HTML stays balanced; only the braces move in.
 */
const TAGGED_MERGE_FIELD = /\{\{((?:\s|<[^<>]*>)*)([A-Za-z0-9_]+)((?:\s|<[^<>]*>)*)\}\}/g;
export const untagMergeFields = (html: string): string =>
  html.replace(
    TAGGED_MERGE_FIELD,
    (_all, before: string, name: string, after: string) =>
      `${before.replace(/\s/g, '')}{{${name}}}${after.replace(/\s/g, '')}`,
  );

/** The stored form of an accepted template's HTML. */
export const sanitizeKitHtml = (html: string): string =>
  untagMergeFields(sanitizeHtml(html, KIT_OPTIONS)).trim();

/** Whether stored HTML has any text to print (an empty paragraph has none). */
export const hasText = (clean: string) =>
  sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim().length > 0;

/** The HTML to store, or a 400 naming what is not allowed (nothing is stored then). */
export function acceptKitHtml(html: string): string {
  const refused = refusedContent(html);
  if (refused.length) throw badRequest(KIT_TEMPLATE_MSG.refused(refused), { field: 'CORPO' });
  return sanitizeKitHtml(html);
}
