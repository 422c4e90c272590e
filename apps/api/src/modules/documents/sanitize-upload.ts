/**
 * Checks an uploaded file by its content and makes the copy we store (docs/design.md §5): JPEG, PNG,
 * HEIC or PDF by magic bytes; images with markup after their data refused; images decoded from a
 * header-checked size, auto-rotated, re-encoded (EXIF, GPS and any bytes after the image are
 * dropped) and bounded (image-structure.ts); HEIC converted to JPEG off the event loop; PDFs parsed
 * for their page count and refused when they carry scripts, actions or embedded files
 * (pdf-active-content.ts). Every refusal is a 4xx.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { DOC_MSG, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@admissao/domain';
import { HttpError } from '../../lib/http-errors.ts';
import { heicToJpeg } from './heic-converter.ts';
import { hasMarkup, imageTrailer, storedLongSide } from './image-structure.ts';

// Memory stays bounded under load: no operation cache, one libvips thread per image, and at most
// two images decoded at once (two cores).
sharp.cache(false);
sharp.concurrency(1);
const MAX_PARALLEL = 2;
let active = 0;
const waiting: (() => void)[] = [];
async function withImageSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (active >= MAX_PARALLEL) await new Promise<void>((r) => waiting.push(r));
  active++;
  try {
    return await fn();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

export type UploadFormat = 'jpeg' | 'png' | 'heic' | 'pdf';
export const DOCUMENT_FORMATS: UploadFormat[] = ['jpeg', 'png', 'heic', 'pdf'];
export const IMAGE_FORMATS: UploadFormat[] = ['jpeg', 'png', 'heic'];
export const TEMP_FORMATS: UploadFormat[] = ['jpeg', 'png', 'pdf'];

export interface CleanFile {
  kind: 'image' | 'pdf';
  ext: 'jpg' | 'png' | 'pdf';
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  data: Buffer;
  width: number | null;
  height: number | null;
  pages: number;
}

export interface SanitizeOptions {
  allowed: UploadFormat[];
  /** the message when the content is not one of `allowed` */
  formatMessage: string;
  /** the file name the browser sent (only its extension is compared) */
  fileName?: string;
  /** the pdf|image segment of the upload path */
  declared?: 'pdf' | 'image';
}

const EXT_FAMILY: Record<string, 'image' | 'pdf'> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  heic: 'image',
  heif: 'image',
  pdf: 'pdf',
};

const bad = (msg: string) => new HttpError(400, msg);
const unsupported = (msg: string) => new HttpError(415, msg);

async function detect(data: Buffer): Promise<UploadFormat | null> {
  const t = await fileTypeFromBuffer(data).catch(() => undefined);
  if (!t) return null;
  if (t.mime === 'image/jpeg') return 'jpeg';
  if (t.mime === 'image/png') return 'png';
  if (t.mime === 'image/heic' || t.mime === 'image/heif') return 'heic';
  if (t.mime === 'application/pdf') return 'pdf';
  return null;
}

/** the extension of a browser-sent name, only when it is one we know */
function declaredFamily(fileName: string | undefined): 'image' | 'pdf' | null {
  const m = /\.([a-z0-9]{1,5})$/i.exec(fileName ?? '');
  return (m && EXT_FAMILY[m[1]!.toLowerCase()]) || null;
}

async function cleanImage(input: Buffer, format: 'jpeg' | 'png', longSide: number): Promise<CleanFile> {
  const side = storedLongSide(longSide, format);
  return withImageSlot(async () => {
    try {
      const pipeline = sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'warning' })
        .rotate()
        // linear: a plain average is enough to reduce a photo by 2-3× and costs a third of lanczos3
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true, kernel: 'linear' });
      // no Huffman optimisation: half the encoding time for a file ~5 % larger
      const encoded =
        format === 'png'
          ? pipeline.png({ compressionLevel: 6 })
          : pipeline.jpeg({ quality: 85, optimiseCoding: false });
      const out = await encoded.toBuffer({ resolveWithObject: true });
      return {
        kind: 'image',
        ext: format === 'png' ? 'png' : 'jpg',
        mime: format === 'png' ? 'image/png' : 'image/jpeg',
        data: out.data,
        width: out.info.width,
        height: out.info.height,
        pages: 1,
      };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw bad(DOC_MSG.corruptFile);
    }
  });
}

/** header only: width × height before anything is decoded (pixel bombs stop here); the long side */
async function checkPixels(data: Buffer, expected: 'jpeg' | 'png' | 'heif'): Promise<number> {
  let meta: Metadata;
  try {
    // header only (no limit here: the limit is what this check reports)
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw bad(DOC_MSG.corruptFile);
  }
  if (meta.format !== expected || !meta.width || !meta.height) throw bad(DOC_MSG.corruptFile);
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw bad(DOC_MSG.tooManyPixels);
  return Math.max(meta.width, meta.height);
}

async function checkPdf(data: Buffer): Promise<CleanFile> {
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-') throw bad(DOC_MSG.corruptFile);
  // pdf-lib (~13 MB of memory) loads with the first PDF, not at start
  const [{ PDFDocument }, { findActiveContent }] = await Promise.all([
    import('pdf-lib'),
    import('./pdf-active-content.ts'),
  ]);
  let pages: number;
  let active: string | null;
  try {
    const doc = await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: true });
    pages = doc.getPageCount();
    active = findActiveContent(doc);
  } catch (err) {
    if ((err as Error)?.constructor?.name === 'EncryptedPDFError') throw bad(DOC_MSG.pdfEncrypted);
    throw bad(DOC_MSG.corruptFile);
  }
  if (pages < 1) throw bad(DOC_MSG.corruptFile);
  // refused rather than rewritten: the file stored is always the one the person sent
  if (active) throw bad(DOC_MSG.pdfActiveContent);
  return { kind: 'pdf', ext: 'pdf', mime: 'application/pdf', data, width: null, height: null, pages };
}

export async function sanitizeUpload(data: Buffer, opts: SanitizeOptions): Promise<CleanFile> {
  if (data.length === 0) throw bad(DOC_MSG.emptyFile);
  if (data.length > UPLOAD_MAX_BYTES) throw new HttpError(413, DOC_MSG.tooLarge);
  const format = await detect(data);
  if (!format || !opts.allowed.includes(format)) throw unsupported(opts.formatMessage);
  const family = format === 'pdf' ? 'pdf' : 'image';
  // content decides; a name or path that says otherwise (a PDF renamed .png) is refused
  const named = declaredFamily(opts.fileName);
  if ((named && named !== family) || (opts.declared && opts.declared !== family))
    throw unsupported(DOC_MSG.formatMismatch);
  if (format === 'pdf') return checkPdf(data);
  if (format === 'heic') {
    const longSide = await checkPixels(data, 'heif');
    let jpeg: Buffer;
    try {
      jpeg = await heicToJpeg(data);
    } catch {
      throw bad(DOC_MSG.corruptFile);
    }
    return cleanImage(jpeg, 'jpeg', longSide);
  }
  if (hasMarkup(imageTrailer(data, format))) throw bad(DOC_MSG.markupAfterImage);
  const longSide = await checkPixels(data, format);
  return cleanImage(data, format, longSide);
}

/** A browser-sent name made safe to show and to put in a Content-Disposition header. */
export function safeFileName(name: string | undefined, ext: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // control characters (code points below 32 and 127) and characters unsafe in a header or a name
    .replace(/./gsu, (ch) =>
      ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 || '"<>:|?*'.includes(ch) ? '' : ch,
    )
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 80);
  return `${base || 'arquivo'}.${ext}`;
}
