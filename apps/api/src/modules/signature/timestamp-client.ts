/**
 * The RFC 3161 client: a TimeStampReq (SHA-256 imprint, a random nonce, certReq so the token carries
 * the TSA's certificate and `openssl ts -verify` needs only the CA) POSTed to TSA_URL. Every wait has
 * an end (decision 058): the answer must arrive whole within `timeoutMs` and be at most `maxBytes`.
 * An answer is taken only when granted, for our imprint and our nonce, and signed by the certificate
 * it carries; anything else is a TimestampUnavailable, which the caller turns into a retry later
 * (503 + Retry-After at a route, the sealing job tries again), never into a seal without a token.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const ID_SIGNED_DATA = '1.2.840.113549.1.7.2';
/** PKIStatus granted (0) and grantedWithMods (1) carry a token; the others do not (RFC 3161 §2.4.2) */
const GRANTED = new Set([0, 1]);

export const TSA_TIMEOUT_MS = 10_000;
/** a token with its TSA chain is a few KiB; more is not an answer to our request */
export const TSA_MAX_BYTES = 64 * 1024;

export type TimestampFault =
  'timeout' | 'unreachable' | 'http' | 'too-large' | 'malformed' | 'refused' | 'mismatch';

/** The TSA could not give a usable token now: try again later. */
export class TimestampUnavailable extends Error {
  constructor(
    readonly fault: TimestampFault,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TimestampUnavailable';
  }
}

/** A token over some bytes: the DER ContentInfo (SignedData of a TSTInfo) and the time it states. */
export interface TimestampToken {
  der: Uint8Array;
  genTime: Date;
}

/** What the seal asks for: a token over these bytes (the signature value). */
export interface TimestampClient {
  stamp(data: Uint8Array): Promise<TimestampToken>;
}

export interface TimestampClientOptions {
  url: string;
  timeoutMs?: number;
  maxBytes?: number;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const bytesEqual = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

function request(digest: Uint8Array, nonce: Uint8Array): ArrayBuffer {
  return new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: digest }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    certReq: true,
  })
    .toSchema()
    .toBER();
}

/** reads at most `max` bytes of the body, or fails: a TSA answering megabytes is not waited for */
async function readLimited(res: Response, max: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > max) throw new TimestampUnavailable('too-large', `a TSA respondeu ${declared} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new TimestampUnavailable('too-large', `a resposta da TSA passou de ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Checks the answer against the request; answers the token, or throws why it is not usable. */
export async function checkResponse(
  body: Uint8Array,
  data: Uint8Array,
  nonce: Uint8Array,
): Promise<TimestampToken> {
  const digest = sha256(data);
  let resp: pkijs.TimeStampResp;
  let tst: pkijs.TSTInfo;
  try {
    resp = pkijs.TimeStampResp.fromBER(new Uint8Array(body));
    const status = resp.status.status;
    if (!GRANTED.has(status) || !resp.timeStampToken)
      throw new TimestampUnavailable('refused', `a TSA recusou o pedido (PKIStatus ${status})`);
    if (resp.timeStampToken.contentType !== ID_SIGNED_DATA) throw new Error('token is not SignedData');
    const content = new pkijs.SignedData({ schema: resp.timeStampToken.content }).encapContentInfo.eContent;
    if (!content) throw new Error('token without TSTInfo');
    tst = pkijs.TSTInfo.fromBER(content.getValue());
  } catch (err) {
    if (err instanceof TimestampUnavailable) throw err;
    throw new TimestampUnavailable('malformed', 'a resposta da TSA não é um carimbo do tempo', {
      cause: err,
    });
  }
  const imprint = tst.messageImprint;
  if (
    imprint.hashAlgorithm.algorithmId !== SHA256 ||
    !bytesEqual(new Uint8Array(imprint.hashedMessage.getValue()), digest)
  )
    throw new TimestampUnavailable('mismatch', 'o carimbo da TSA é de outro conteúdo');
  if (!tst.nonce || tst.nonce.toBigInt() !== new asn1js.Integer({ valueHex: nonce }).toBigInt())
    throw new TimestampUnavailable('mismatch', 'o carimbo da TSA não responde a este pedido (nonce)');
  // the token's own signature, by the certificate it carries (its trust is checked by whoever
  // verifies the PDF: openssl ts -verify against the TSA's CA)
  const valid = await resp.verify({ signer: 0, data: new Uint8Array(data).buffer }).catch(() => false);
  if (!valid) throw new TimestampUnavailable('mismatch', 'a assinatura do carimbo da TSA não confere');
  return { der: new Uint8Array(resp.timeStampToken.toSchema().toBER()), genTime: tst.genTime };
}

export function timestampClient(options: TimestampClientOptions): TimestampClient {
  const timeoutMs = options.timeoutMs ?? TSA_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? TSA_MAX_BYTES;
  return {
    async stamp(data) {
      const digest = sha256(data);
      const nonce = randomBytes(8);
      // positive and without a leading zero byte, so it reads back as the same INTEGER
      nonce[0] = (nonce[0]! & 0x7f) | 0x01;
      const signal = AbortSignal.timeout(timeoutMs);
      let body: Uint8Array;
      try {
        const res = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
          body: request(digest, nonce),
          signal,
        });
        if (res.status !== 200) {
          await res.body?.cancel();
          throw new TimestampUnavailable('http', `a TSA respondeu HTTP ${res.status}`);
        }
        body = await readLimited(res, maxBytes);
      } catch (err) {
        if (err instanceof TimestampUnavailable) throw err;
        if (signal.aborted)
          throw new TimestampUnavailable('timeout', `a TSA não respondeu em ${timeoutMs} ms`, { cause: err });
        throw new TimestampUnavailable('unreachable', 'a TSA não está acessível', { cause: err });
      }
      return checkResponse(body, data, nonce);
    },
  };
}
