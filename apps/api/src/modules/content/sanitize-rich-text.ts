/**
 * The one sanitiser of client-written HTML (FAQ, benefits): an allow-list of tags and attributes,
 * links only http(s)/mailto, images only from our editor upload path. Applied before storing and
 * again on every answer, so a row written by an older version (or by hand) is still safe to show.
 */
import sanitizeHtml from 'sanitize-html';
import { EDITOR_IMAGE_PREFIX } from '@admissao/domain';

const ALIGN = [/^(left|center|right|justify)$/];
/** our editor image URLs: the prefix, then plain path segments (no '..', no query, no host) */
const editorImage = (src: string | undefined) =>
  !!src && src.startsWith(EDITOR_IMAGE_PREFIX) && /^[\w\-/.]+$/.test(src) && !src.includes('..');

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'span',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    li: ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // content of these is dropped with the tag, not kept as text
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
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !editorImage(frame.attribs.src),
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The text of sanitised HTML, for RESUMO and for "is anything left?" checks. */
export const textOf = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Something to show: text, or at least one (allowed) image. */
export const hasContent = (clean: string) => textOf(clean).length > 0 || /<img\b/i.test(clean);
