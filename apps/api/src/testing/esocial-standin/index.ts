/**
 * A stand-in for the eSocial web services (issue 34 §7, decision 076), for the tests and for
 * `npm run esocial:standin`: HTTPS with a required client certificate from the given CA (a client
 * without one, or with one from elsewhere or expired, is refused in the TLS handshake and never
 * reaches the service), SOAP 1.1 at the WSDLs' paths, answers valid against the Retorno* schemas.
 */
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { consultarLoteEventos, enviarLoteEventos, type StandinState } from './operations.ts';
import type { StandinBatch } from './processing.ts';
import { fault, readRequest, response, SERVICES, type Service } from './soap.ts';

export type { StandinBatch } from './processing.ts';
export { SERVICES as ESOCIAL_SERVICES } from './soap.ts';

export interface StandinOptions {
  /** the CA whose certificates may connect and sign (PEM) */
  caPem: string;
  /** the server's own key and certificate (PEM); see issueServerCertificate */
  serverKey: string;
  serverCert: string;
  /** 0 (default) picks a free port */
  port?: number;
  /** how long a batch stays 'em processamento' (cdResposta 101) after it was received; default 2000 */
  processingDelayMs?: number;
}

export interface EsocialStandin {
  /** https://127.0.0.1:<port> — the services are at url + ESOCIAL_SERVICES.enviar.path / .consultar.path */
  url: string;
  enviarUrl: string;
  consultarUrl: string;
  /** every accepted batch by protocol (refused ones are not kept) */
  batches: ReadonlyMap<string, StandinBatch>;
  stop(): Promise<void>;
}

const MAX_BODY = 5 * 1024 * 1024;
const wsdlDir = fileURLToPath(
  new URL('../../../../../packages/domain/esocial/comunicacao_v1_5_0/', import.meta.url),
);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        resolve(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: string, type = 'text/xml; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function handle(req: IncomingMessage, res: ServerResponse, state: StandinState) {
  const url = new URL(req.url ?? '/', 'https://localhost');
  const service: Service | undefined = Object.values(SERVICES).find(
    (s) => s.path.toLowerCase() === url.pathname.toLowerCase(),
  );
  if (!service) return send(res, 404, 'Serviço não encontrado.', 'text/plain; charset=utf-8');
  if (req.method === 'GET' && url.searchParams.has('wsdl'))
    return send(res, 200, readFileSync(wsdlDir + service.wsdl, 'utf8'));
  if (req.method !== 'POST') return send(res, 405, 'Use POST (SOAP 1.1).', 'text/plain; charset=utf-8');
  const body = await readBody(req);
  if (body === null) return send(res, 413, fault('Client', 'Mensagem maior que o permitido.'));
  const parsed = readRequest(
    service,
    {
      contentType: String(req.headers['content-type'] ?? ''),
      soapAction: String(req.headers.soapaction ?? ''),
    },
    body,
  );
  if (!parsed.ok) return send(res, parsed.status, fault(parsed.faultcode, parsed.fault));
  // the handshake already refused anyone without a valid certificate of the CA
  const client = (req.socket as TLSSocket).getPeerX509Certificate();
  if (!client) return send(res, 403, fault('Client', 'Certificado do cliente ausente.'));
  const document =
    service === SERVICES.enviar
      ? await enviarLoteEventos(parsed.payload, client, state)
      : await consultarLoteEventos(parsed.payload, client, state);
  send(res, 200, response(service, document));
}

export async function startEsocialStandin(options: StandinOptions): Promise<EsocialStandin> {
  let protocolSeq = 0;
  let receiptSeq = 0;
  const state: StandinState = {
    batches: new Map(),
    processingDelayMs: options.processingDelayMs ?? 2000,
    queue: Promise.resolve(),
    // A.B.AAAAMM.N(19): agent 1 (Serpro), environment 2 (produção restrita), month of reception
    nextProtocol: (at) =>
      `1.2.${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1, 2)}.${pad(++protocolSeq, 19)}`,
    memory: {
      ca: new X509Certificate(options.caPem),
      accepted: new Map(),
      nextReceipt: () => `1.2.${pad(++receiptSeq, 19)}`,
    },
  };
  const server: Server = createServer(
    {
      key: options.serverKey,
      cert: options.serverCert,
      ca: options.caPem,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (req, res) => {
      handle(req, res, state).catch(() => {
        if (!res.headersSent) send(res, 500, fault('Server', 'Erro interno do serviço de teste.'));
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    enviarUrl: url + SERVICES.enviar.path,
    consultarUrl: url + SERVICES.consultar.path,
    batches: state.batches,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await state.queue;
    },
  };
}
