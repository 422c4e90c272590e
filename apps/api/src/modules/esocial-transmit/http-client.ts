/**
 * The HTTPS client of eSocial's web services over mutual TLS (decision 077): Node's https with the
 * signer's key and certificate as the client certificate (the service identifies the transmitter by
 * it), the server's certificate checked against the configured CA (the system store when none),
 * and every wait with an end — the connection and handshake within connectTimeoutMs, the whole
 * answer within timeoutMs, at most maxBytes. Whatever goes wrong on the way is an
 * EsocialUnavailable with its fault: a route answers 503 + Retry-After, the polling job retries
 * later. The body is SOAP; reading it is soap.ts's and retorno-processamento.ts's.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import type { TLSSocket } from 'node:tls';

export type EsocialFault = 'unreachable' | 'timeout' | 'tls' | 'http' | 'too-large' | 'garbage';

/** the pt-BR words of each fault (the event's and batch's last_error; never personal data) */
export const ESOCIAL_FAULT_TEXT = {
  unreachable: 'O serviço do eSocial não pôde ser alcançado.',
  timeout: 'O serviço do eSocial não respondeu a tempo.',
  tls: 'A conexão segura com o eSocial foi recusada (certificado).',
  http: 'O serviço do eSocial respondeu com erro.',
  'too-large': 'A resposta do eSocial passou do tamanho permitido.',
  garbage: 'A resposta do eSocial não pôde ser lida.',
} as const satisfies Record<EsocialFault, string>;

/** eSocial could not give a usable answer now: try again later. */
export class EsocialUnavailable extends Error {
  constructor(
    readonly fault: EsocialFault,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EsocialUnavailable';
  }
}

/** an answer of 50 events with their occurrences is some hundred KiB */
export const ESOCIAL_MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export interface EsocialTls {
  /** the client certificate: the signer's key and leaf (PEM) */
  keyPem: string;
  certPem: string;
}

export interface EsocialHttpOptions {
  /** a CA file for the server's certificate (the stand-in's test CA); absent: Node's store */
  caFile?: string;
  connectTimeoutMs: number;
  timeoutMs: number;
  maxBytes?: number;
}

export interface SoapRequest {
  body: string;
  headers: Record<string, string>;
}

/** Node's error of a failed request as a fault: a refused or cut connection, or a TLS refusal */
function faultOfError(err: unknown): EsocialUnavailable {
  if (err instanceof EsocialUnavailable) return err;
  const code = (err as { code?: unknown })?.code;
  const c = typeof code === 'string' ? code : '';
  // ERR_SSL_* (an alert of the server: our certificate refused), ERR_TLS_*, and the checks of
  // the server's certificate (UNABLE_TO_VERIFY_LEAF_SIGNATURE, CERT_HAS_EXPIRED, …)
  const tls = /^ERR_(SSL|TLS)_|CERT|SIGNATURE|SELF_SIGNED|ISSUER/.test(c);
  if (tls) return new EsocialUnavailable('tls', `${ESOCIAL_FAULT_TEXT.tls} (${c})`, { cause: err });
  return new EsocialUnavailable('unreachable', `${ESOCIAL_FAULT_TEXT.unreachable}${c ? ` (${c})` : ''}`, {
    cause: err,
  });
}

function caOf(caFile: string | undefined): Buffer | undefined {
  if (!caFile) return undefined;
  try {
    return readFileSync(caFile);
  } catch (err) {
    throw new EsocialUnavailable('tls', `${ESOCIAL_FAULT_TEXT.tls} (ESOCIAL_CA_FILE ilegível)`, {
      cause: err,
    });
  }
}

/**
 * POSTs a SOAP request and answers the body of a 200 or of a 500 (a SOAP Fault travels in a 500:
 * the reader turns it into an EsocialAnswerError). Anything else throws EsocialUnavailable.
 */
export function postSoap(
  url: string,
  req: SoapRequest,
  tls: EsocialTls,
  o: EsocialHttpOptions,
): Promise<string> {
  const ca = caOf(o.caFile);
  const maxBytes = o.maxBytes ?? ESOCIAL_MAX_ANSWER_BYTES;
  const body = Buffer.from(req.body, 'utf8');
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (err: EsocialUnavailable | null, value?: string) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      if (err) {
        r.destroy();
        reject(err);
      } else resolve(value ?? '');
    };
    const r = request(url, {
      method: 'POST',
      key: tls.keyPem,
      cert: tls.certPem,
      ca,
      minVersion: 'TLSv1.2',
      // one connection per call: a client certificate per client, never a socket shared between them
      agent: false,
      headers: { ...req.headers, 'Content-Length': String(body.length) },
    });
    timers.push(
      setTimeout(
        () => finish(new EsocialUnavailable('timeout', `${ESOCIAL_FAULT_TEXT.timeout} (total)`)),
        o.timeoutMs,
      ),
      setTimeout(
        () => finish(new EsocialUnavailable('timeout', `${ESOCIAL_FAULT_TEXT.timeout} (conexão)`)),
        o.connectTimeoutMs,
      ),
    );
    r.on('socket', (socket) => {
      // the handshake done, the connection timer has no more to watch
      (socket as TLSSocket).once('secureConnect', () => clearTimeout(timers[1]));
    });
    r.on('error', (err) => finish(faultOfError(err)));
    r.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status !== 200 && status !== 500) {
        res.resume();
        return finish(new EsocialUnavailable('http', `${ESOCIAL_FAULT_TEXT.http} (HTTP ${status})`));
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > maxBytes)
        return finish(new EsocialUnavailable('too-large', ESOCIAL_FAULT_TEXT['too-large']));
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > maxBytes) finish(new EsocialUnavailable('too-large', ESOCIAL_FAULT_TEXT['too-large']));
        else chunks.push(c);
      });
      res.on('end', () => finish(null, Buffer.concat(chunks).toString('utf8')));
      res.on('error', (err) => finish(faultOfError(err)));
    });
    r.end(body);
  });
}
