/** Sends a stored file with its own type, a safe Content-Disposition and no sniffing or caching. */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { DOC_MSG } from '@admissao/domain';
import { notFound } from '../../lib/http-errors.ts';
import { StorageNotFound, type Storages } from '../storage/index.ts';

export interface Servable {
  bucket: string;
  storageKey: string;
  mime: string;
  size: number;
}

/** ASCII fallback plus the UTF-8 name (RFC 6266) */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function serveFile(
  reply: FastifyReply,
  storages: Storages,
  file: Servable,
  name: string,
  kind: 'inline' | 'attachment' = 'inline',
) {
  let body;
  try {
    body = await storages.of(file.bucket).stream(file.storageKey);
  } catch (err) {
    if (err instanceof StorageNotFound) throw notFound(DOC_MSG.fileNotFound);
    throw err;
  }
  return sendBytes(reply, body, file, name, kind);
}

export function sendBytes(
  reply: FastifyReply,
  body: Readable | Buffer,
  meta: { mime: string; size: number },
  name: string,
  kind: 'inline' | 'attachment',
) {
  // a stored PDF never opens in the browser's own viewer from a bare URL: the app's viewer reads
  // it through fetch (where the disposition does not matter); anything else downloads it
  const disposition = meta.mime === 'application/pdf' ? 'attachment' : kind;
  return reply
    .header('content-type', meta.mime)
    .header('content-length', String(meta.size))
    .header('content-disposition', contentDisposition(disposition, name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; object-src 'self'; style-src 'unsafe-inline'",
    )
    .send(body);
}
