/**
 * One kit document sealed (issue 33 §3): the original PDF read from storage and checked against the
 * SHA-256 recorded when it was rendered, the evidence built with a fresh verification code, the
 * PAdES seal made with the client's certificate (and the TSA's token when one is configured), the
 * sealed PDF written under a new key, then one transaction writes the row — only while it is still
 * unsealed, so a document is sealed once even if a lease ran out under a slow seal — and completes
 * the kit when it was the last. Faults are thrown as SealFault (seal-job.ts decides when to retry).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../lib/rows.ts';
import { isUnavailable } from '../../lib/unavailable.ts';
import {
  AlreadySigned,
  sealPdf,
  sha256Hex,
  TimestampUnavailable,
  verificationCode,
  type TimestampClient,
} from '../signature/index.ts';
import { newKey, StorageNotFound, type Storages } from '../storage/index.ts';
import { completeKitIfSealed } from './complete-kit.ts';
import { evidenceOf, type SealFacts } from './kit-facts.ts';
import type { SignerCache } from './signer-cache.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

export type SealFaultKind =
  'tsa' | 'storage' | 'database' | 'missing' | 'mismatch' | 'alreadySigned' | 'codeTaken' | 'other';

/** What seal_error says (short, pt-BR, never personal data); final: not retried, a person must look. */
export const SEAL_FAULTS = {
  tsa: { text: 'Serviço de carimbo do tempo indisponível; nova tentativa automática.', final: false },
  storage: { text: 'Armazenamento de arquivos indisponível; nova tentativa automática.', final: false },
  database: { text: 'Banco de dados indisponível; nova tentativa automática.', final: false },
  missing: {
    text: 'Arquivo original não encontrado no armazenamento; nova tentativa automática.',
    final: false,
  },
  mismatch: {
    text: 'O arquivo original não confere com o SHA-256 registrado: o documento não foi assinado.',
    final: true,
  },
  alreadySigned: {
    text: 'O arquivo original já contém uma assinatura: o documento não foi assinado.',
    final: true,
  },
  codeTaken: { text: 'Código de verificação repetido; nova tentativa automática.', final: false },
  other: { text: 'Falha ao assinar o documento; nova tentativa automática.', final: false },
} as const satisfies Record<SealFaultKind, { text: string; final: boolean }>;

export class SealFault extends Error {
  constructor(
    readonly kind: SealFaultKind,
    options?: { cause?: unknown },
  ) {
    super(SEAL_FAULTS[kind].text, options);
    this.name = 'SealFault';
  }
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
};

/** the fault an error of the seal stands for */
export function faultOf(err: unknown, stage: 'storage' | 'other'): SealFault {
  if (err instanceof SealFault) return err;
  if (err instanceof TimestampUnavailable) return new SealFault('tsa', { cause: err });
  if (err instanceof AlreadySigned) return new SealFault('alreadySigned', { cause: err });
  if (err instanceof StorageNotFound) return new SealFault('missing', { cause: err });
  if (isUniqueViolation(err)) return new SealFault('codeTaken', { cause: err });
  if (isUnavailable(err)) return new SealFault(stage === 'storage' ? 'storage' : 'database', { cause: err });
  return new SealFault('other', { cause: err });
}

export interface SealDeps {
  ctx: Ctx;
  storages: Storages;
  signers: SignerCache;
  tsa: TimestampClient | null;
}

export interface Sealed {
  documentId: number;
  signedKey: string;
  /** the certificate that signed (tests assert the kit's own client's) */
  signerSerial: string;
  kitCompleted: boolean;
}

async function readOriginal(storages: Storages, f: SealFacts): Promise<Buffer> {
  let pdf: Buffer;
  try {
    pdf = await storages.of(f.originalBucket).get(f.originalKey);
  } catch (err) {
    throw faultOf(err, 'storage');
  }
  if (sha256Hex(pdf) !== f.originalSha256) throw new SealFault('mismatch');
  return pdf;
}

/** Seals the document; null when it was sealed meanwhile (by another process). */
export async function sealDocument(deps: SealDeps, f: SealFacts): Promise<Sealed | null> {
  const { ctx, storages } = deps;
  const original = await readOriginal(storages, f);
  const code = verificationCode();
  const evidence = evidenceOf(f, ctx.config.appUrl, deps.tsa ? (ctx.config.tsaUrl ?? null) : null, code);
  const who = await deps.signers.of(f.tenant);
  const { pdf, timestamp } = await sealPdf(original, {
    signer: who.signer,
    reason: 'Documentos admissionais assinados eletronicamente',
    location: 'Brasil',
    name: f.clientName,
    tsa: deps.tsa,
    evidence,
  });
  const signedKey = newKey('kit', [f.tenant.CODADM, f.tenant.CODCLI, f.codcandidato, f.kitId], 'pdf');
  const storage = storages.current;
  try {
    await storage.put(signedKey, pdf, 'application/pdf');
  } catch (err) {
    throw faultOf(err, 'storage');
  }
  let kitCompleted = false;
  const written = await ctx.db.transaction(async (tx) => {
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`update kit_document set signed_key = ${signedKey}, signed_bucket = ${storage.bucket}, signed_sha256 = ${sha256Hex(pdf)},
          verify_code = ${code}, sealed_at = now(), timestamped = ${timestamp !== null},
          evidence = ${JSON.stringify(evidence)}::jsonb, seal_next_at = null, seal_error = null
        where id = ${f.id} and signed_key is null
        returning id`),
    );
    if (!rows.length) return false;
    kitCompleted = await completeKitIfSealed(tx, f, ctx.config.appUrl);
    return true;
  });
  if (!written) {
    // sealed by another process while this one worked: its file is the one the row names
    await storage.delete(signedKey).catch(() => undefined);
    return null;
  }
  return { documentId: f.id, signedKey, signerSerial: who.serial, kitCompleted };
}
