/**
 * DejaVu Sans for pdf-lib, as the print module uses it (every Portuguese accent prints). pdf-lib
 * embeds a subset through fontkit 1's `subset.encodeStream()`; the project's fontkit is 2, whose
 * subset has `encode()` instead: this adapter gives pdf-lib the stream it reads. The font is parsed
 * again for each document (a shared fontkit font keeps, per glyph, the characters of the first text
 * that made it, and pdf-lib writes those into the text layer: see print/render-pdf.ts).
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create } from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = readFileSync(join(fontDir, 'DejaVuSans.ttf'));
const BOLD = readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf'));

interface Subset {
  encode(): Uint8Array;
  encodeStream?: () => EventEmitter;
}

const fontkitForPdfLib = {
  create(data: Uint8Array) {
    const font = create(Buffer.from(data)) as unknown as { createSubset(): Subset };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => {
        const stream = new EventEmitter();
        // after pdf-lib has attached its listeners
        setImmediate(() => {
          try {
            stream.emit('data', subset.encode());
            stream.emit('end');
          } catch (err) {
            stream.emit('error', err);
          }
        });
        return stream;
      };
      return subset;
    };
    return font;
  },
};

export interface EvidenceFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedDejaVu(doc: PDFDocument): Promise<EvidenceFonts> {
  doc.registerFontkit(fontkitForPdfLib as never);
  const [regular, bold] = await Promise.all([
    doc.embedFont(REGULAR, { subset: true }),
    doc.embedFont(BOLD, { subset: true }),
  ]);
  return { regular, bold };
}
