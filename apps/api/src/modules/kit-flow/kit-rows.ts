/**
 * The kit as the flow reads it: a candidate's kits (newest first), each with its documents and
 * signers, and the view the staff and candidate answers share (CPF masked, no e-mail).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { KitStaffView, KitView, TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { kitDocument, kitSigner, signatureKit } from '../../db/schema.ts';
import { maskCpf } from '../signature/index.ts';

export type KitRow = typeof signatureKit.$inferSelect;
export type KitDocumentRow = typeof kitDocument.$inferSelect;
export type KitSignerRow = typeof kitSigner.$inferSelect;
export interface LoadedKit {
  kit: KitRow;
  documents: KitDocumentRow[];
  signers: KitSignerRow[];
}

/** Every kit of the candidate of this client, newest version first. */
export async function kitsOf(db: Db, tenant: TenantRef, codcandidato: number): Promise<LoadedKit[]> {
  const kits = await db
    .select()
    .from(signatureKit)
    .where(
      and(
        eq(signatureKit.codcandidato, codcandidato),
        eq(signatureKit.codadm, tenant.CODADM),
        eq(signatureKit.codcli, tenant.CODCLI),
      ),
    )
    .orderBy(desc(signatureKit.versao));
  if (kits.length === 0) return [];
  const ids = kits.map((k) => k.id);
  const [docs, signers] = await Promise.all([
    db
      .select()
      .from(kitDocument)
      .where(inArray(kitDocument.kitId, ids))
      .orderBy(asc(kitDocument.ordem), asc(kitDocument.id)),
    db.select().from(kitSigner).where(inArray(kitSigner.kitId, ids)).orderBy(asc(kitSigner.ordem)),
  ]);
  return kits.map((kit) => ({
    kit,
    documents: docs.filter((d) => d.kitId === kit.id),
    signers: signers.filter((s) => s.kitId === kit.id),
  }));
}

/** The newest kit (the current one), or null. */
export async function currentKit(db: Db, tenant: TenantRef, codcandidato: number): Promise<LoadedKit | null> {
  return (await kitsOf(db, tenant, codcandidato))[0] ?? null;
}

/** Locks the kit row for a step (two signers or twin requests take turns). */
export async function lockKit(db: Db, kitId: number): Promise<KitRow | undefined> {
  const [row] = await db.select().from(signatureKit).where(eq(signatureKit.id, kitId)).for('update');
  return row;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The kit as the candidate and the flow's answers show it (no sealing job state). */
export function kitView({ kit, documents, signers }: LoadedKit): KitView {
  return {
    ID: kit.id,
    VERSAO: kit.versao,
    STATUS: kit.status,
    ENVIADO_EM: kit.sentAt.toISOString(),
    ENVIADO_POR: kit.sentBy,
    CONCLUIDO_EM: iso(kit.completedAt),
    RECUSA: kit.refusedReason,
    DOCUMENTOS: documents.map((d) => ({
      ID: d.id,
      NOME: d.nome,
      ORDEM: d.ordem,
      PAGINAS: d.pages,
      ASSINADO: d.signedKey !== null,
      RECUSA: d.refusedReason,
      CODIGO: d.signedKey ? d.verifyCode : null,
      SELADO_EM: d.signedKey ? iso(d.sealedAt) : null,
      CARIMBO_TEMPO: d.signedKey ? (d.timestamped ?? false) : null,
    })),
    ASSINANTES: signers.map((s) => ({
      ID: s.id,
      PAPEL: s.papel,
      NOME: s.nome,
      CPF: s.cpf ? maskCpf(s.cpf) : null,
      ASSINADO_EM: iso(s.signedAt),
    })),
  };
}

/**
 * The staff view: each document also says where the sealing job stands (attempts, the last fault,
 * the next try) — a staff concern, so never in the candidate's answer.
 */
export function kitStaffView(loaded: LoadedKit): KitStaffView {
  const view = kitView(loaded);
  return {
    ...view,
    DOCUMENTOS: view.DOCUMENTOS.map((d, i) => {
      const row = loaded.documents[i]!;
      return {
        ...d,
        SELAGEM: {
          TENTATIVAS: row.sealAttempts,
          ERRO: row.sealError,
          PROXIMA_TENTATIVA: iso(row.sealNextAt),
        },
      };
    }),
  };
}

/** Every document id of the kit listed (and nothing else): each one ticked 'Li e concordo'. */
export function listsEveryDocument(documents: KitDocumentRow[], given: number[]): boolean {
  const want = new Set(documents.map((d) => d.id));
  const got = new Set(given);
  return want.size === got.size && [...want].every((id) => got.has(id));
}
