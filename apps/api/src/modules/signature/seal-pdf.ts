/**
 * The PAdES seal (issue 33 §3, decision 065): the evidence page(s) appended, a signature field with
 * SubFilter ETSI.CAdES.detached (@signpdf/placeholder-pdf-lib), then @signpdf/signpdf computes the
 * byte range and our CMS (cms.ts) fills /Contents. The document is rewritten once, by pdf-lib, before
 * the byte range is fixed; after that nothing in it moves. A PDF that already carries a signature is
 * refused: rewriting it would break that signature (a correction is a new version, signed again).
 */
import { PDFAcroSignature, PDFDocument, PDFName } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer as PdfSigner, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { signDetached } from './cms.ts';
import { appendEvidencePages, type Evidence } from './evidence-page.ts';
import type { Signer } from './signer.ts';
import type { TimestampClient, TimestampToken } from './timestamp-client.ts';

/**
 * Room for the CMS in /Contents (bytes): a certificate chain of three (~1.5 KiB each), the
 * signature, and a token with the TSA's certificate (~3 KiB). Unused room is zeros.
 */
export const SIGNATURE_ROOM = 24 * 1024;

export class AlreadySigned extends Error {
  constructor() {
    super('o PDF já tem uma assinatura: uma correção é uma nova versão, assinada de novo');
    this.name = 'AlreadySigned';
  }
}

export interface SealOptions {
  signer: Signer;
  /** the signature dictionary's /Reason, /Location and /Name (any text: see pdfLiteral) */
  reason: string;
  location: string;
  name: string;
  contactInfo?: string;
  /** absent or null: sealed without a token, and the result says timestamp: null */
  tsa?: TimestampClient | null;
  /** appended as the last page(s) before sealing */
  evidence?: Evidence;
  /** the /M of the signature (default now) */
  signingTime?: Date;
}

export interface SealResult {
  pdf: Buffer;
  timestamp: TimestampToken | null;
}

/**
 * A text for the signature dictionary, as the placeholder writes it: between parentheses, unescaped.
 * Backslash and parentheses are escaped (an unbalanced ')' in a client's name would end the string);
 * a text beyond Latin-1 becomes UTF-16BE with its BOM, byte by byte in octal (PDF 32000 §7.9.2.2).
 */
export function pdfLiteral(text: string): string {
  // PDFDocEncoding is Latin-1 in printable ASCII and from 0xA1, except 0xAD (0xA0 is the euro sign)
  if (/^[\u0020-\u007e\u00a1-\u00ac\u00ae-\u00ff]*$/.test(text))
    return text.replace(/[\\()]/g, (c) => `\\${c}`);
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  const bytes = [0xfe, 0xff, ...utf16];
  return bytes.map((b) => `\\${b.toString(8).padStart(3, '0')}`).join('');
}

/** @signpdf's signer interface, signing with our CMS and keeping the token it got */
class CadesSigner extends PdfSigner {
  timestamp: TimestampToken | null = null;
  constructor(
    private readonly signer: Signer,
    private readonly tsa: TimestampClient | null,
  ) {
    super();
  }
  override async sign(content: Buffer): Promise<Buffer> {
    const cms = await signDetached(content, this.signer, this.tsa);
    this.timestamp = cms.timestamp;
    return Buffer.from(cms.der);
  }
}

/**
 * A signature made before: a byte range in the file (seen before parsing), or a signature field
 * with a value (the dictionary may sit compressed in an object stream, where no byte shows it).
 */
const hasByteRange = (pdf: Uint8Array) => Buffer.from(pdf).includes('/ByteRange');
const hasSignedField = (doc: PDFDocument) =>
  (doc.catalog.getAcroForm()?.getAllFields() ?? []).some(
    ([field]) => field instanceof PDFAcroSignature && field.dict.has(PDFName.of('V')),
  );

export async function sealPdf(pdf: Uint8Array, options: SealOptions): Promise<SealResult> {
  if (hasByteRange(pdf)) throw new AlreadySigned();
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  if (hasSignedField(doc)) throw new AlreadySigned();
  if (options.evidence) await appendEvidencePages(doc, options.evidence);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: pdfLiteral(options.reason),
    location: pdfLiteral(options.location),
    name: pdfLiteral(options.name),
    contactInfo: pdfLiteral(options.contactInfo ?? ''),
    signingTime: options.signingTime,
    signatureLength: SIGNATURE_ROOM,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // no object streams: the signature dictionary must stay a plain object where @signpdf finds it
  const prepared = await doc.save({ useObjectStreams: false });
  const signer = new CadesSigner(options.signer, options.tsa ?? null);
  const sealed = await new SignPdf().sign(Buffer.from(prepared), signer, options.signingTime);
  return { pdf: sealed, timestamp: signer.timestamp };
}
