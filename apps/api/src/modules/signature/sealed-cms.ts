/**
 * The CMS of a sealed PDF, exactly its DER bytes: the /Contents hex that the ByteRange leaves out,
 * cut where its first ASN.1 element ends. @signpdf/utils' extractSignature strips trailing "00"
 * pairs as padding, which also cuts a DER whose last byte is 0x00 (about one seal in 256: the token's
 * signature ends it) — the parse then failed at random. The verification of issue 33 §4 reads it too.
 */
import * as asn1js from 'asn1js';

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/;

export function sealedCms(pdf: Uint8Array): Uint8Array {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const range = BYTE_RANGE.exec(text);
  if (!range) throw new Error('PDF sem /ByteRange');
  const [start, length, next] = range.slice(1, 4).map(Number) as [number, number, number];
  // the hex string sits between '<' (at start + length) and '>' (just before next)
  const hex = text.slice(start + length + 1, next - 1);
  if (!/^[0-9a-fA-F]*$/.test(hex)) throw new Error('/Contents não é uma cadeia hexadecimal');
  const padded = Buffer.from(hex, 'hex');
  const parsed = asn1js.fromBER(new Uint8Array(padded));
  if (parsed.offset === -1) throw new Error('/Contents não contém um CMS legível');
  return new Uint8Array(padded.subarray(0, parsed.offset));
}
