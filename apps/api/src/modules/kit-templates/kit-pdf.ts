/**
 * A kit template's text as an A4 PDF (pdfkit, the DejaVu fonts of the product's print, registered by
 * the print module): headings, paragraphs, lists, emphasis and line breaks as kit-blocks.ts reads
 * them; on every page the client's name in the header and 'Página X de Y' in the footer. Loaded
 * only when a kit PDF is made (pdfkit is not read at start-up).
 */
import PDFDocument from 'pdfkit';
import { formatDateTimeBR } from '@admissao/domain';
import { registerPdfFonts, type PdfDocument } from '../print/index.ts';
import type { Block, Run } from './kit-blocks.ts';

const MARGIN = 56;
const TOP = 72;
const BOTTOM = 56;
const INK = '#111111';
const MUTED = '#666666';
const RULE = '#d0d5dd';
const INDENT = 16;

const SIZES: Record<Block['kind'], number> = {
  h1: 15,
  h2: 13,
  h3: 11.5,
  h4: 10.5,
  p: 10.5,
  li: 10.5,
  quote: 10,
  hr: 0,
};
const SPACE_AFTER: Record<Block['kind'], number> = {
  h1: 10,
  h2: 8,
  h3: 6,
  h4: 6,
  p: 7,
  li: 3,
  quote: 7,
  hr: 8,
};
const isHeading = (k: Block['kind']) => k === 'h1' || k === 'h2' || k === 'h3' || k === 'h4';

const fontOf = (r: Pick<Run, 'bold' | 'italic'>) =>
  r.bold ? (r.italic ? 'boldItalic' : 'bold') : r.italic ? 'italic' : 'regular';

function drawBlock(doc: PdfDocument, b: Block, width: number) {
  if (b.kind === 'hr') {
    const y = doc.y + 4;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + SPACE_AFTER.hr;
    return;
  }
  const size = SIZES[b.kind];
  const depth = b.kind === 'li' ? (b.depth ?? 1) : b.kind === 'quote' ? 1 : 0;
  const x = MARGIN + depth * INDENT;
  const w = width - depth * INDENT;
  // a heading is bold; h1 centred unless the text says otherwise
  const align = b.align ?? (b.kind === 'h1' ? 'center' : 'left');
  const runs: Run[] = b.runs.map((r) => (isHeading(b.kind) ? { ...r, bold: true } : r));
  if (b.kind === 'li' && b.marker) {
    const mark = { text: `${b.marker} `, bold: false, italic: false, underline: false, strike: false };
    runs.unshift(mark);
  }
  if (!runs.length) {
    doc.font('regular').fontSize(size);
    doc.y += doc.currentLineHeight(true) * 0.6;
    return;
  }
  // a heading that would start at the bottom of a page moves to the next one, with its text
  if (isHeading(b.kind) && doc.y + size * 3 > doc.page.height - BOTTOM) doc.addPage();
  else if (isHeading(b.kind) && doc.y > TOP) doc.y += 4;
  doc.fillColor(b.kind === 'quote' ? MUTED : INK);
  // each line (a <br> ends one) is one chain of continued runs: pdfkit drops a lone '\n' run
  const lines: Run[][] = [[]];
  for (const r of runs) {
    if (r.text === '\n') lines.push([]);
    else lines[lines.length - 1]!.push(r);
  }
  lines.forEach((line, l) => {
    if (!line.length) {
      doc.font('regular').fontSize(size);
      doc.y += doc.currentLineHeight(true) + 2;
      return;
    }
    line.forEach((r, i) => {
      doc.font(fontOf(r)).fontSize(size);
      const options = {
        width: w,
        align,
        continued: i < line.length - 1,
        underline: r.underline,
        strike: r.strike,
        lineGap: 2,
        // no ligatures: the copied and searched text keeps 'fi' as two letters (pdftotext, the signer's reader)
        features: { liga: false, clig: false } as never,
      };
      if (i === 0) doc.text(r.text, x, l === 0 ? doc.y : undefined, options);
      else doc.text(r.text, options);
    });
  });
  doc.y += SPACE_AFTER[b.kind];
}

/** Header (client, document) and footer (generated, page X of Y) on every page. */
function frame(doc: PdfDocument, client: string, title: string, width: number) {
  const range = doc.bufferedPageRange();
  const generated = formatDateTimeBR(new Date());
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const { top, bottom } = doc.page.margins;
    // writing inside the margins must not add a page
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    doc.font('bold').fontSize(9).fillColor(INK);
    doc.text(client, MARGIN, 28, { width, align: 'right', lineBreak: false });
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(title, MARGIN, 28, { width: width * 0.6, lineBreak: false, ellipsis: true });
    doc
      .moveTo(MARGIN, 44)
      .lineTo(MARGIN + width, 44)
      .strokeColor(RULE)
      .stroke();
    const y = doc.page.height - BOTTOM + 20;
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(`Gerado em ${generated}`, MARGIN, y, { width: width / 2, lineBreak: false });
    doc.text(`Página ${i + 1} de ${range.count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.top = top;
    doc.page.margins.bottom = bottom;
  }
  return range.count;
}

export interface KitPdf {
  pdf: Buffer;
  pages: number;
}

/** The blocks of one template as a PDF, with the client's name on every page. */
export async function renderBlocksPdf(
  blocks: Block[],
  meta: { title: string; client: string },
): Promise<KitPdf> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: BOTTOM, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: meta.title, Author: meta.client, Creator: 'Admissão' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await registerPdfFonts(doc, true);
  const width = doc.page.width - 2 * MARGIN;
  doc.y = TOP;
  for (const b of blocks) drawBlock(doc, b, width);
  const pages = frame(doc, meta.client, meta.title, width);
  doc.end();
  return { pdf: await done, pages };
}
