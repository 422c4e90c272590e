/**
 * The printed record as a PDF (pdfkit): A4, DejaVu Sans embedded (every Portuguese accent prints), client
 * logo, candidate identity, each area as a two-column form of label over value, and on every page the
 * generation date and 'Página X de Y'. Renders a PrintModel, so it shows exactly what the model holds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { PrintField, PrintModel } from './print-model.ts';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// parsed once: every PDF embeds a subset of the same two fonts, and fontkit keeps its glyph and
// layout caches on the font object, so later PDFs reuse the work of earlier ones
const LAYOUT_CACHE_MAX = 20_000;

/**
 * Shaping a text (fontkit's OpenType layout) is most of a PDF's cost, and the labels repeat in every
 * PDF: layouts are kept per font across documents. pdfkit scales the positions it gets in place, so
 * each call answers fresh copies of them.
 */
function withLayoutCache(font: Font): Font {
  const layout = font.layout.bind(font);
  const cache = new Map<string, ReturnType<Font['layout']>>();
  const cached = (text: string, features?: unknown) => {
    const key = features ? `${text}\u0000${JSON.stringify(features)}` : text;
    let run = cache.get(key);
    if (!run) {
      if (cache.size >= LAYOUT_CACHE_MAX) cache.clear();
      run = layout(text, features as never);
      cache.set(key, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    // as fontkit's GlyphRun: pdfkit reads the width after scaling the positions
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  Object.assign(font, { layout: cached });
  return font;
}

/**
 * fontkit keeps one glyph object per glyph id, with the characters of the call that first made it,
 * and pdfkit writes those characters into each PDF's text layer (ToUnicode). Writing a subset makes
 * the components of composite glyphs with no characters (`ú` is `u` + acute), so on a font shared
 * by every PDF, a `u` first met inside an earlier PDF's `ú` would read as nothing, or as the wrong
 * letter, in the copied or searched text of every later PDF. Every glyph a character maps to is
 * made here first, with its character (the lowest, when several share a glyph).
 */
function withGlyphsOfEveryCharacter(font: Font): Font {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(codePoint);
  return font;
}

/** A DejaVu font as every PDF of this thread shares it (exported for its test). */
export const loadFont = (file: string) =>
  withLayoutCache(withGlyphsOfEveryCharacter(create(readFileSync(join(fontDir, file))) as Font));
const REGULAR = loadFont('DejaVuSans.ttf');
const BOLD = loadFont('DejaVuSans-Bold.ttf');
// the obliques are read only by a PDF that asks for them (the kit's texts), not by every ficha
let obliques: { italic: Font; boldItalic: Font } | null = null;

type FontName = 'regular' | 'bold' | 'italic' | 'boldItalic';

/**
 * Registers the DejaVu fonts on a pdfkit document under the names 'regular' and 'bold' (and, with
 * `italics`, 'italic' and 'boldItalic'): every PDF of the product prints every Portuguese accent
 * with the same fonts, and shares their parsed glyphs and layouts (the kit templates use it too).
 */
export function registerDejaVuFonts(doc: Doc, italics = false): void {
  const fonts: Partial<Record<FontName, Font>> = { regular: REGULAR, bold: BOLD };
  if (italics) {
    obliques ??= {
      italic: loadFont('DejaVuSans-Oblique.ttf'),
      boldItalic: loadFont('DejaVuSans-BoldOblique.ttf'),
    };
    Object.assign(fonts, obliques);
  }
  // pdfkit takes a fontkit font as it is (its types only know paths and buffers)
  for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font as unknown as Buffer);
}

const MARGIN = 40;
const FOOTER = 28;
const GAP = 16;
const INK = '#222222';
const MUTED = '#666666';
const RULE = '#d0d5dd';
const BAND = '#eef2f7';

export interface Logo {
  bytes: Buffer;
  mime: string;
}

export type Doc = InstanceType<typeof PDFDocument>;

const LABEL_SIZE = 7.5;
const VALUE_SIZE = 9.5;
const ROW_GAP = 7;

/** A text's height in the column: one line when it fits (measured without the line wrapper). */
function textHeight(doc: Doc, text: string, width: number) {
  return doc.widthOfString(text) <= width ? doc.currentLineHeight(true) : doc.heightOfString(text, { width });
}

/** Heights of a field's label and value in the column. */
function fieldHeights(doc: Doc, f: PrintField, width: number) {
  doc.font('bold').fontSize(LABEL_SIZE);
  const label = textHeight(doc, f.ROTULO, width);
  doc.font('regular').fontSize(VALUE_SIZE);
  return { label, value: textHeight(doc, f.VALOR || '—', width) };
}

/** Text that fits on one line skips pdfkit's line wrapper (most fields: it is most of the cost). */
function put(doc: Doc, text: string, x: number, y: number, width: number) {
  if (doc.widthOfString(text) <= width) doc.text(text, x, y, { lineBreak: false });
  else doc.text(text, x, y, { width });
}

function drawField(doc: Doc, f: PrintField, x: number, y: number, width: number, labelHeight: number) {
  doc.font('bold').fontSize(LABEL_SIZE).fillColor(MUTED);
  put(doc, f.ROTULO, x, y, width);
  doc.font('regular').fontSize(VALUE_SIZE).fillColor(INK);
  put(doc, f.VALOR || '—', x, y + labelHeight + 1, width);
}

/** Starts a new page when `need` points do not fit above the footer. */
function ensure(doc: Doc, need: number) {
  if (doc.y + need > doc.page.height - MARGIN - FOOTER) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function header(doc: Doc, model: PrintModel, logo: Logo | null) {
  const width = doc.page.width - 2 * MARGIN;
  let top = MARGIN;
  if (logo && /^image\/(png|jpe?g)$/.test(logo.mime)) {
    try {
      doc.image(logo.bytes, MARGIN, top, { fit: [140, 48] });
    } catch {
      // an unreadable logo must not stop the print: the client name is printed beside anyway
    }
  }
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(model.CLIENTE.NOMECLI, MARGIN + 160, top + 4, {
      width: width - 160,
      align: 'right',
    });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Ficha cadastral de admissão', MARGIN + 160, doc.y + 2, { width: width - 160, align: 'right' });
  top = Math.max(doc.y, MARGIN + 48) + 12;
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + width, top)
    .strokeColor(RULE)
    .stroke();
  const c = model.CANDIDATO;
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(`${String(c.CODCANDIDATO).padStart(4, '0')} - ${c.NOME}`, MARGIN, top + 10, { width });
  const identity: PrintField[] = [
    { CAMPO: 'EMAIL', ROTULO: 'E-mail', VALOR: c.EMAIL },
    { CAMPO: 'UNIDADE', ROTULO: 'Unidade', VALOR: c.UNIDADE },
    { CAMPO: 'CARGO', ROTULO: 'Cargo', VALOR: c.CARGO },
    { CAMPO: 'DATINICIO', ROTULO: 'Data de início', VALOR: c.DATINICIO },
    { CAMPO: 'STATUS', ROTULO: 'Status', VALOR: `${c.CODSTATUS} - ${c.DESSTATUS}` },
  ];
  doc.y += 6;
  fields(doc, identity, 3);
  doc.y += 4;
}

/** Lays fields out in `cols` columns, row by row, breaking pages between rows. */
function fields(doc: Doc, list: PrintField[], cols = 2) {
  const width = doc.page.width - 2 * MARGIN;
  const colWidth = (width - GAP * (cols - 1)) / cols;
  for (let i = 0; i < list.length; i += cols) {
    const row = list.slice(i, i + cols);
    const heights = row.map((f) => fieldHeights(doc, f, colWidth));
    const h = Math.max(...heights.map((x) => x.label + x.value)) + ROW_GAP;
    ensure(doc, h);
    const y = doc.y;
    row.forEach((f, j) => drawField(doc, f, MARGIN + j * (colWidth + GAP), y, colWidth, heights[j]!.label));
    doc.y = y + h;
  }
}

function footers(doc: Doc, model: PrintModel) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not add a page
    const y = doc.page.height - MARGIN + 6;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(`Gerado em ${model.GERADO_EM}`, MARGIN, y, { width: width / 2, lineBreak: false });
    doc.text(`Página ${i + 1} de ${range.count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

export function renderPrintPdf(model: PrintModel, logo: Logo | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Ficha cadastral - ${model.CANDIDATO.NOME}`,
      Author: model.CLIENTE.NOMECLI,
      Creator: 'Admissão',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerDejaVuFonts(doc);
  header(doc, model, logo);
  const width = doc.page.width - 2 * MARGIN;
  for (const s of model.SECOES) {
    ensure(doc, 60);
    doc.y += 8;
    const y = doc.y;
    doc.rect(MARGIN, y, width, 20).fill(BAND);
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(s.TITULO, MARGIN + 6, y + 5, { width: width - 12 });
    doc.y = y + 26;
    for (const g of s.GRUPOS) {
      if (g.TITULO !== s.TITULO) {
        ensure(doc, 40);
        doc
          .font('bold')
          .fontSize(9.5)
          .fillColor('#1c4f8a')
          .text(g.TITULO, MARGIN, doc.y + 2, { width });
        doc.y += 3;
      }
      fields(doc, g.CAMPOS);
    }
  }
  footers(doc, model);
  doc.end();
  return done;
}
