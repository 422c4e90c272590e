/**
 * What sealing one kit document reads: the document, its kit and client, every document of the kit
 * (their SHA-256 before signing go on each evidence page) and the signers as the flow recorded them;
 * and the evidence built from them (modules/signature buildEvidence: the CPF masked there).
 */
import { sql } from 'drizzle-orm';
import type { KitSignerRole, TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import {
  buildEvidence,
  type CodeChannel,
  type Evidence,
  type SignatureEvent,
  type SignerRole,
} from '../signature/index.ts';

export interface SealFacts {
  id: number;
  kitId: number;
  nome: string;
  originalKey: string;
  originalBucket: string;
  originalSha256: string;
  signedKey: string | null;
  attempts: number;
  kitStatus: string;
  tenant: TenantRef;
  codcandidato: number;
  clientName: string;
  documents: { name: string; sha256: string }[];
  signatures: SignatureEvent[];
}

const ROLE = {
  CANDIDATO: 'candidato',
  RESPONSAVEL: 'responsavel',
  EMPRESA: 'empresa',
} as const satisfies Record<KitSignerRole, SignerRole>;

/** kit_signer.code_channel as the flow writes it → how the evidence says it */
const CHANNEL: Record<string, CodeChannel> = { email: 'e-mail', sessao: 'sessão' };

interface DocRow {
  id: number;
  kit_id: number;
  nome: string;
  original_key: string;
  original_bucket: string;
  original_sha256: string;
  signed_key: string | null;
  seal_attempts: number;
  status: string;
  codadm: number;
  codcli: string;
  codcandidato: number;
  nomecli: string;
}

interface SignerRow {
  papel: KitSignerRole;
  nome: string;
  cpf: string | null;
  email: string | null;
  signed_at: Date | string;
  ip: string | null;
  user_agent: string | null;
  code_channel: string | null;
}

export async function sealFacts(db: Db, documentId: number): Promise<SealFacts | null> {
  const [d] = rowsOf<DocRow>(
    await db.execute(sql`select d.id, d.kit_id, d.nome, d.original_key, d.original_bucket, d.original_sha256, d.signed_key,
        d.seal_attempts, k.status, k.codadm, k.codcli, k.codcandidato, c.nomecli
      from kit_document d
      join signature_kit k on k.id = d.kit_id
      join client c on c.codadm = k.codadm and c.codcli = k.codcli
      where d.id = ${documentId}`),
  );
  if (!d) return null;
  const docs = rowsOf<{ nome: string; original_sha256: string }>(
    await db.execute(sql`select nome, original_sha256 from kit_document where kit_id = ${d.kit_id}
      order by ordem, id`),
  );
  const signers = rowsOf<SignerRow>(
    await db.execute(sql`select papel, nome, cpf, email, signed_at, ip, user_agent, code_channel
      from kit_signer where kit_id = ${d.kit_id} and signed_at is not null order by ordem, id`),
  );
  return {
    id: d.id,
    kitId: d.kit_id,
    nome: d.nome,
    originalKey: d.original_key,
    originalBucket: d.original_bucket,
    originalSha256: d.original_sha256.trim(),
    signedKey: d.signed_key,
    attempts: d.seal_attempts,
    kitStatus: d.status,
    tenant: { CODADM: d.codadm, CODCLI: d.codcli },
    codcandidato: d.codcandidato,
    clientName: d.nomecli,
    documents: docs.map((x) => ({ name: x.nome, sha256: x.original_sha256.trim() })),
    signatures: signers.map((s) => ({
      role: ROLE[s.papel],
      name: s.nome,
      cpf: s.cpf ?? '',
      email: s.email ?? 'não informado',
      signedAt: new Date(s.signed_at),
      ip: s.ip ?? 'não registrado',
      userAgent: s.user_agent ?? 'não registrado',
      codeChannel: CHANNEL[s.code_channel ?? ''] ?? 'e-mail',
    })),
  };
}

export const evidenceOf = (
  f: SealFacts,
  appUrl: string,
  tsaUrl: string | null,
  verificationCode: string,
): Evidence =>
  buildEvidence({
    signatures: f.signatures,
    documents: f.documents,
    appUrl,
    tsaUrl,
    verificationCode,
  });
