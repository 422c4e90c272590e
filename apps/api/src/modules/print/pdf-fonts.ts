/**
 * The product's PDF fonts for other modules' PDFs (the kit templates): pdfkit and the DejaVu fonts
 * load only when a PDF is first made, never when the print module is imported (render-pool.ts).
 */
import type { Doc } from './render-pdf.ts';

export type PdfDocument = Doc;

/** Registers 'regular', 'bold' and, with `italics`, 'italic' and 'boldItalic' on the document. */
export async function registerPdfFonts(doc: PdfDocument, italics = false): Promise<void> {
  (await import('./render-pdf.ts')).registerDejaVuFonts(doc, italics);
}
