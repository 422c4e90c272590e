/** Shared setup of the kit-flow tests (issue 33 §2, decision 072). */
import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TenantRef } from '@admissao/domain';
import { rowsOf } from '../../src/lib/rows.ts';
import { newKey } from '../../src/modules/storage/index.ts';
import type { ReceivedMail } from '../../src/testing/smtp-sink.ts';
import type { TestApp } from '../../src/testing/test-app.ts';

export const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
export const C042: TenantRef = { CODADM: 9, CODCLI: '042' };

/** A finalized candidate (status 8), born `birth`, with a CPF. */
export async function finalized(t: TestApp, id: number, birth = '1990-05-10') {
  await t.db.execute(sql`update candidate set codstatus = 8, datnasc = ${birth}, cpf = '52998224725'
    where codcandidato = ${id}`);
}

/** Two active TEXTO templates of the client (the contract and the data-processing notice). */
export async function addTemplates(t: TestApp, tenant: TenantRef = C041) {
  await t.db.execute(sql`insert into kit_template (codadm, codcli, nome, tipo, corpo, aplica_a, ordem)
    values (${tenant.CODADM}, ${tenant.CODCLI}, 'Contrato de trabalho', 'TEXTO', '<p>Contrato de {{NOME}}.</p>', 'TODOS', 1),
      (${tenant.CODADM}, ${tenant.CODCLI}, 'Termo de ciência LGPD', 'TEXTO', '<p>Ciência de {{NOME}}.</p>', 'TODOS', 2)`);
}

/** A small real PDF. */
export async function smallPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(title, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await doc.save());
}

/**
 * A kit inserted directly (rows + a stored PDF per document), for the steps after the send:
 * signers CANDIDATO, RESPONSAVEL (when `guardianEmail`) and EMPRESA.
 */
export async function insertKit(
  t: TestApp,
  id: number,
  opts: { status?: string; versao?: number; guardianEmail?: string; tenant?: TenantRef } = {},
) {
  const tenant = opts.tenant ?? C041;
  const [kit] = rowsOf<{ id: number }>(
    await t.db.execute(sql`insert into signature_kit (codadm, codcli, codcandidato, versao, status, sent_by)
      values (${tenant.CODADM}, ${tenant.CODCLI}, ${id}, ${opts.versao ?? 1}, ${opts.status ?? 'AGUARDANDO_CANDIDATO'}, 'Admin')
      returning id`),
  );
  const kitId = Number(kit!.id);
  for (const [i, nome] of ['Contrato', 'Ficha'].entries()) {
    const key = newKey('kit', [tenant.CODADM, tenant.CODCLI, id, kitId], 'pdf');
    await t.app.storages.current.put(key, await smallPdf(nome), 'application/pdf');
    await t.db
      .execute(sql`insert into kit_document (kit_id, nome, ordem, original_key, original_sha256, pages)
      values (${kitId}, ${nome}, ${i}, ${key}, ${'0'.repeat(64)}, 1)`);
  }
  await t.db.execute(sql`insert into kit_signer (kit_id, papel, ordem, nome, cpf, email)
    select ${kitId}, 'CANDIDATO', 1, nome, cpf, email from candidate where codcandidato = ${id}`);
  if (opts.guardianEmail)
    await t.db.execute(sql`insert into kit_signer (kit_id, papel, ordem, nome, email)
      values (${kitId}, 'RESPONSAVEL', 2, 'MÃE RESPONSÁVEL', ${opts.guardianEmail})`);
  await t.db.execute(
    sql`insert into kit_signer (kit_id, papel, ordem, nome) values (${kitId}, 'EMPRESA', 3, 'Empresa')`,
  );
  return kitId;
}

export const kitRows = async (t: TestApp, id: number) =>
  rowsOf<{
    id: number;
    versao: number;
    status: string;
    replaced_by: number | null;
    refused_reason: string | null;
  }>(
    await t.db.execute(sql`select id, versao, status, replaced_by, refused_reason from signature_kit
      where codcandidato = ${id} order by versao`),
  );

export const docRows = async (t: TestApp, kitId: number) =>
  rowsOf<{
    id: number;
    nome: string;
    seal_next_at: unknown;
    refused_reason: string | null;
    original_key: string;
  }>(
    await t.db.execute(sql`select id, nome, seal_next_at, refused_reason, original_key from kit_document
      where kit_id = ${kitId} order by ordem, id`),
  );

export const signerRows = async (t: TestApp, kitId: number) =>
  rowsOf<{
    id: number;
    papel: string;
    nome: string;
    signed_at: unknown;
    ip: string | null;
    user_agent: string | null;
    code_channel: string | null;
    codusuario: number | null;
  }>(
    await t.db.execute(sql`select id, papel, nome, signed_at, ip, user_agent, code_channel, codusuario
      from kit_signer where kit_id = ${kitId} order by ordem`),
  );

export const countOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await t.db.execute(query))[0]!.n);

/** The mails delivered since the last call of this reader. */
export function mailReader(t: TestApp) {
  let mark = 0;
  return async (): Promise<ReceivedMail[]> => {
    await t.deliverMail();
    const fresh = t.smtp.mails.slice(mark);
    mark = t.smtp.mails.length;
    return fresh;
  };
}
export const codeIn = (mail: ReceivedMail | undefined) => /é (\d{6})\./.exec(mail?.text ?? '')?.[1];
