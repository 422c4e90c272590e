/**
 * The one character rule of typed text (decision 066): every text a person types and the product
 * stores — a registry field, a staff user's or a client's name, a document type, a custom field and
 * its value, an observation, a chat message — is read through it, by the API and by the forms.
 *
 * - A single-line text ('line': names, e-mails, descriptions) refuses line breaks and tabs, C0/C1
 *   control characters, the characters that turn the direction of the text (bidi embeddings,
 *   overrides, isolates and marks) and the other invisible format characters (zero-width space,
 *   joiners, word joiner, BOM, soft hyphen, tags).
 * - A multi-line text ('lines': observations, the chat) keeps line feeds and tabs (CR LF and CR are
 *   made LF first) and the zero-width joiner of emoji sequences; it refuses the rest.
 * - What passes is stored in NFC, so the same name typed on two keyboards is one text.
 *
 * Refused, not dropped: a name that reaches the staff screens, the PDF, the Excel sheet, the CSV
 * and eSocial must be the text its owner sees, and a hidden character (a right-to-left override
 * that shows 'exe.txt' for 'txt.exe', a zero-width space that makes 'Ana' and 'An\u200Ba' two people) is
 * either an attack or a copy-and-paste accident that the owner fixes once the message says which
 * kind of character the field holds. Leading and trailing whitespace (a pasted line break, a BOM)
 * is trimmed before the check, as every text field already was. No zod here: a page that checks a
 * field does not carry zod for it (decision 045).
 */

export type TextKind = 'line' | 'lines';

/** Each kind of character refused, with what the message calls it. */
export const TEXT_FAULTS = {
  lineBreak: 'Não pode ter quebra de linha.',
  tab: 'Não pode ter tabulação.',
  control: 'Contém caractere de controle; apague-o e digite de novo.',
  bidi: 'Contém caractere que muda a direção do texto; apague-o e digite de novo.',
  invisible: 'Contém caractere invisível (de largura zero); apague-o e digite de novo.',
} as const;
export type TextFault = keyof typeof TEXT_FAULTS;

// Line breaks of every kind: LF, VT, FF, CR, NEL, line and paragraph separators.
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
// Bidirectional formatting: the Arabic letter mark, LRM/RLM, embeddings and overrides
// (U+202A–U+202E), isolates (U+2066–U+2069).
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
// Cc: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F); Cs: a lone surrogate (a pair is one emoji,
// not matched with the u flag).
const CONTROL = /[\p{Cc}\p{Cs}]/u;
// Cf: every other invisible format character (U+200B–U+200D, U+2060–U+2064, U+FEFF, U+00AD, tags).
const FORMAT = /\p{Cf}/u;
const ZERO_WIDTH_JOINER = /\u200D/gu;

/**
 * The text as stored: trimmed (single-line) or with its line breaks made LF (multi-line), NFC.
 * Check it with `textFault` first.
 */
export function storedText(raw: string, kind: TextKind = 'line'): string {
  const text = kind === 'line' ? raw.trim() : raw.replace(/\r\n?/g, '\n');
  return text.normalize('NFC');
}

/** The first kind of character this text may not hold, or null when it is fine. */
export function textFault(text: string, kind: TextKind = 'line'): TextFault | null {
  const body = kind === 'line' ? text.trim() : text.replace(/\r\n?/g, '\n');
  if (kind === 'line') {
    if (LINE_BREAK.test(body)) return 'lineBreak';
    if (body.includes('\t')) return 'tab';
  }
  // a multi-line text keeps LF and tab: test the rest
  const rest = kind === 'line' ? body : body.replace(/[\n\t]/g, '').replace(ZERO_WIDTH_JOINER, '');
  if (BIDI.test(rest)) return 'bidi';
  if (CONTROL.test(rest) || LINE_BREAK.test(rest)) return 'control';
  if (FORMAT.test(rest)) return 'invisible';
  return null;
}

/** What is wrong with the text, without the field's name ('Não pode ter quebra de linha.'); null when fine. */
export function textProblem(text: string, kind: TextKind = 'line'): string | null {
  const fault = textFault(text, kind);
  return fault ? TEXT_FAULTS[fault] : null;
}

/**
 * The message that names the field, as the registry's refusals read ('Nome: Não pode ter quebra de
 * linha.'); null when fine.
 */
export function textMessage(label: string, text: string, kind: TextKind = 'line'): string | null {
  const problem = textProblem(text, kind);
  return problem ? `${label}: ${problem}` : null;
}
