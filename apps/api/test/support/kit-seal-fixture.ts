/**
 * A kit as the signing flow leaves it for the sealing job (issue 33 §3): signature_kit in SELANDO,
 * its documents' rendered PDFs (real ones, pdf-lib) in the app's storage with their SHA-256, every
 * kit_document due now (seal_next_at = now()), and the signers who signed — the candidate by an
 * e-mail code, the company's staff user in their session. Rows only: no route of the flow is used,
 * so these tests do not wait for it.
 */
import { sql } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import { rowsOf } from '../../src/lib/rows.ts';
import { newKey } from '../../src/modules/storage/index.ts';
import { sha256Hex } from '../../src/modules/signature/index.ts';
import { samplePdf } from '../../src/testing/test-tsa.ts';
import type { TestApp } from '../../src/testing/test-app.ts';

export const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
export const C042: TenantRef = { CODADM: 9, CODCLI: '042' };
/** the demo candidates of 041 and 042 */
export const CANDIDATE_OF = { '041': 'candidato@demo.com.br', '042': 'candidata@outra.com.br' } as const;

export const CANDIDATE_CPF = '52998224725';
export const CANDIDATE_EMAIL = 'assinante.kit@exemplo.com.br';
export const CANDIDATE_IP = '203.0.113.77';

export interface SealingKit {
  kitId: number;
  codcandidato: number;
  tenant: TenantRef;
  documents: { id: number; nome: string; originalKey: string; originalSha256: string; pdf: Uint8Array }[];
}

let pdfOnce: Promise<Uint8Array> | undefined;

export async function kitInSealing(
  t: TestApp,
  tenant: TenantRef = C041,
  names: string[] = ['Contrato de trabalho', 'Termo de opção do vale-transporte'],
  /** a legal guardian co-signs too (a candidate under 18) */
  guardian = false,
  /** the storage the originals are written to (and recorded in original_bucket): the app's current one */
  bucket?: string,
): Promise<SealingKit> {
  const storage = bucket ? t.app.storages.of(bucket) : t.app.storages.current;
  const email = CANDIDATE_OF[tenant.CODCLI as keyof typeof CANDIDATE_OF];
  const [cand] = rowsOf<{ codcandidato: number }>(
    await t.db.execute(sql`select codcandidato from candidate where lower(email) = ${email}`),
  );
  const codcandidato = cand!.codcandidato;
  const [kit] = rowsOf<{ id: number }>(
    await t.db.execute(sql`insert into signature_kit (codadm, codcli, codcandidato, versao, status, sent_by)
      values (${tenant.CODADM}, ${tenant.CODCLI}, ${codcandidato},
        (select coalesce(max(versao), 0) + 1 from signature_kit where codcandidato = ${codcandidato}),
        'SELANDO', 'admin')
      returning id`),
  );
  const kitId = kit!.id;
  pdfOnce ??= samplePdf(4);
  const base = await pdfOnce;
  const documents: SealingKit['documents'] = [];
  for (const [i, nome] of names.entries()) {
    // each document its own bytes: the same PDF twice would have the same signed hash
    const pdf = new Uint8Array([...base, ...Buffer.from(`\n%${kitId}-${i}\n`)]);
    const originalKey = newKey('kit', [tenant.CODADM, tenant.CODCLI, codcandidato, kitId], 'pdf');
    await storage.put(originalKey, Buffer.from(pdf), 'application/pdf');
    const originalSha256 = sha256Hex(pdf);
    const [row] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into kit_document (kit_id, nome, ordem, original_key, original_bucket,
          original_sha256, pages, seal_next_at)
        values (${kitId}, ${nome}, ${i}, ${originalKey}, ${storage.bucket}, ${originalSha256}, 4, now())
        returning id`),
    );
    documents.push({ id: row!.id, nome, originalKey, originalSha256, pdf });
  }
  await t.db.execute(sql`insert into kit_signer (kit_id, papel, ordem, nome, cpf, email, signed_at, ip,
      user_agent, code_channel)
    values
      (${kitId}, 'CANDIDATO', 1, 'Carla Assinante Teste', ${CANDIDATE_CPF}, ${CANDIDATE_EMAIL},
        now() - interval '1 hour', ${CANDIDATE_IP}, 'Mozilla/5.0 (Linux; Android 14) Teste', 'email'),
      (${kitId}, 'EMPRESA', 3, 'Roberto RH Teste', '11144477735', 'rh.teste@exemplo.com.br',
        now() - interval '5 minutes', '198.51.100.9', 'Mozilla/5.0 (X11; Linux x86_64) Teste', 'sessao')`);
  if (guardian)
    await t.db.execute(sql`insert into kit_signer (kit_id, papel, ordem, nome, cpf, email, signed_at, ip,
        user_agent, code_channel)
      values (${kitId}, 'RESPONSAVEL', 2, 'José Responsável Teste', '39053344705', 'responsavel@exemplo.com.br',
        now() - interval '30 minutes', '203.0.113.78', 'Mozilla/5.0 (iPhone) Teste', 'email')`);
  return { kitId, codcandidato, tenant, documents };
}

export interface DocumentState {
  id: number;
  signed_key: string | null;
  signed_sha256: string | null;
  verify_code: string | null;
  sealed_at: Date | string | null;
  timestamped: boolean | null;
  evidence: unknown;
  seal_next_at: Date | string | null;
  seal_attempts: number;
  seal_error: string | null;
}

export async function documentsOf(t: TestApp, kitId: number): Promise<DocumentState[]> {
  return rowsOf<DocumentState>(
    await t.db.execute(sql`select id, signed_key, signed_sha256, verify_code, sealed_at, timestamped,
        evidence, seal_next_at, seal_attempts, seal_error
      from kit_document where kit_id = ${kitId} order by ordem`),
  );
}

export async function kitStatus(t: TestApp, kitId: number) {
  const [row] = rowsOf<{ status: string; completed_at: Date | string | null }>(
    await t.db.execute(sql`select status, completed_at from signature_kit where id = ${kitId}`),
  );
  return row!;
}
