/**
 * The admission kits in 'Baixar meus dados' (decision 073): every version of the candidate's kit,
 * each document as a file of the ZIP — the sealed PDF once sealed, else the PDF the signers read —
 * and `kitsAdmissionais` of dados.json. What goes in is the subject's: their own signing facts and
 * their legal guardian's (who signed on their behalf, on their device); of the company's signer
 * only the name and the time (a staff member's CPF, e-mail, IP and browser are the staff
 * member's data, not the candidate's).
 */
import { asc, and, eq, inArray } from 'drizzle-orm';
import {
  KIT_SIGNER_ROLE_LABELS,
  KIT_STATUS_LABELS,
  type KitSignerRole,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { kitDocument, kitSigner, signatureKit } from '../../db/schema.ts';
import type { ZipNames } from '../../lib/zip-names.ts';
import { maskCpf } from '../signature/index.ts';
import type { ZipFile } from './zip-file.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** the document's name as a file: room left for '.pdf' within a ZIP segment (120 characters) */
const pdfName = (nome: string) => `${[...nome].slice(0, 110).join('')}.pdf`;

type SignerRow = typeof kitSigner.$inferSelect;

/** What each role's signer gives the subject (exhaustive: a new role must say). */
const SIGNER_FACTS: Record<KitSignerRole, (s: SignerRow) => Record<string, unknown>> = {
  CANDIDATO: (s) => ({
    cpf: s.cpf,
    email: s.email,
    enderecoIp: s.ip,
    navegador: s.userAgent,
    codigoEnviadoPor: s.codeChannel,
  }),
  // the guardian's CPF as the evidence page prints it: theirs, not the subject's
  RESPONSAVEL: (s) => ({
    cpf: s.cpf ? maskCpf(s.cpf) : null,
    email: s.email,
    enderecoIp: s.ip,
    navegador: s.userAgent,
    codigoEnviadoPor: s.codeChannel,
  }),
  EMPRESA: () => ({}),
};

export async function collectKits(db: Db, tenant: TenantRef, codcandidato: number, names: ZipNames) {
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
    .orderBy(asc(signatureKit.versao));
  const ids = kits.map((k) => k.id);
  const [docs, signers] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(kitDocument)
            .where(inArray(kitDocument.kitId, ids))
            .orderBy(asc(kitDocument.ordem), asc(kitDocument.id)),
          db.select().from(kitSigner).where(inArray(kitSigner.kitId, ids)).orderBy(asc(kitSigner.ordem)),
        ]);
  const zipFiles: ZipFile[] = [];
  const json = kits.map((k) => ({
    versao: k.versao,
    situacao: k.status,
    descricao: KIT_STATUS_LABELS[k.status],
    enviadoEm: k.sentAt.toISOString(),
    concluidoEm: iso(k.completedAt),
    motivoRecusa: k.refusedReason,
    documentos: docs
      .filter((d) => d.kitId === k.id)
      .map((d) => {
        const sealed = d.signedKey !== null;
        const entry = {
          documento: d.nome,
          arquivo: names.take(['kit-admissional', `v${k.versao}`, pdfName(d.nome)]),
          via: sealed ? 'assinada' : 'original',
          paginas: d.pages,
          sha256Original: d.originalSha256,
          sha256Assinado: d.signedSha256,
          codigoVerificacao: d.verifyCode,
          seladoEm: iso(d.sealedAt),
          carimboDoTempo: d.timestamped,
          motivoRecusa: d.refusedReason,
          /** the SHA-256 of the file in this ZIP, computed while it is written */
          sha256: null as string | null,
        };
        zipFiles.push({
          bucket: sealed ? (d.signedBucket ?? d.originalBucket) : d.originalBucket,
          key: sealed ? d.signedKey! : d.originalKey,
          path: entry.arquivo,
          entry,
        });
        return entry;
      }),
    assinantes: signers
      .filter((s) => s.kitId === k.id)
      .map((s) => ({
        papel: s.papel,
        descricao: KIT_SIGNER_ROLE_LABELS[s.papel],
        nome: s.nome,
        assinadoEm: iso(s.signedAt),
        ...SIGNER_FACTS[s.papel](s),
      })),
  }));
  return { json, zipFiles };
}
