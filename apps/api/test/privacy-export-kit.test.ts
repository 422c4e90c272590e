/**
 * The admission kit in 'Baixar meus dados' (issue 33 §5, decision 073): every version of the
 * candidate's kit is in the ZIP under kit-admissional/v<versao>/<document>.pdf — the sealed PDF,
 * byte for byte (its SHA-256 is the stored signed_sha256), once the job sealed it; the PDF the
 * signers read before — and dados.json lists each kit with its status, documents and signers:
 * the candidate's and the guardian's signing facts, of the company's signer the name and time
 * only. Another client's kit is never in it.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { insertKit } from './support/kit-flow-fixture.ts';
import {
  C041,
  CANDIDATE_CPF,
  CANDIDATE_EMAIL,
  CANDIDATE_IP,
  kitInSealing,
} from './support/kit-seal-fixture.ts';

let t: TestApp;
let { admin, cand, cand042, id, id042 } = {} as DemoCast;
let v1: number;
let v2: number;
let other: number;

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, cand, cand042, id, id042 } = await signInDemoCast(t, 'admin', 'cand', 'cand042'));
  // v1 signed by everyone (a guardian too) and sealed by the job; 042's kit sealed as well
  v1 = (await kitInSealing(t, C041, ['Contrato de trabalho', 'Termo de opção do vale-transporte'], true))
    .kitId;
  other = (await kitInSealing(t, { CODADM: 9, CODCLI: '042' }, ['Contrato da outra empresa'])).kitId;
  await t.app.jobs.runNow('kit-seal');
  // then replaced by v2, waiting for the candidate (only the PDFs the signers read)
  v2 = await insertKit(t, id, { versao: 2 });
  await t.db.execute(
    sql`update signature_kit set status = 'SUBSTITUIDO', replaced_by = ${v2} where id = ${v1}`,
  );
});
afterAll(() => t.close());

interface KitDoc {
  documento: string;
  arquivo: string;
  via: string;
  sha256: string;
  sha256Original: string;
  sha256Assinado: string | null;
  codigoVerificacao: string | null;
  seladoEm: string | null;
}
interface Kit {
  versao: number;
  situacao: string;
  descricao: string;
  concluidoEm: string | null;
  documentos: KitDoc[];
  assinantes: Record<string, unknown>[];
}

async function exportOf(token: string, query = '') {
  await t.db.execute(sql`delete from rate_limit where key like 'privacy-export:%'`);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/privacy/export${query}`,
    headers: t.headers(token, query ? C041 : undefined),
  });
  expect(res.statusCode, res.body).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const dados = JSON.parse(strFromU8(files['dados.json']!)) as { kitsAdmissionais: Kit[] };
  return { files, text: strFromU8(files['dados.json']!), kits: dados.kitsAdmissionais };
}

const docsOf = async (kitId: number) =>
  rowsOf<{ nome: string; signed_sha256: string | null; verify_code: string | null; original_key: string }>(
    await t.db.execute(sql`select nome, signed_sha256, verify_code, original_key from kit_document
      where kit_id = ${kitId} order by ordem`),
  );

describe('the admission kit in the data export', () => {
  it('carries every version: the sealed PDFs byte for byte, the unsigned ones as sent', async () => {
    const { files, kits } = await exportOf(cand.token);
    expect(kits.map((k) => [k.versao, k.situacao, k.descricao])).toEqual([
      [1, 'SUBSTITUIDO', 'Substituído por nova versão'],
      [2, 'AGUARDANDO_CANDIDATO', 'Aguardando o candidato'],
    ]);
    expect(kits[0]!.concluidoEm).not.toBeNull();
    const sealed = await docsOf(v1);
    expect(kits[0]!.documentos.map((d) => d.arquivo)).toEqual([
      'kit-admissional/v1/Contrato de trabalho.pdf',
      'kit-admissional/v1/Termo de opção do vale-transporte.pdf',
    ]);
    for (const [i, d] of kits[0]!.documentos.entries()) {
      expect(d.via).toBe('assinada');
      expect(d.sha256Assinado).toBe(sealed[i]!.signed_sha256);
      expect(d.codigoVerificacao).toBe(sealed[i]!.verify_code);
      expect(d.seladoEm).not.toBeNull();
      // the file in the ZIP is the sealed PDF as stored
      expect(sha(files[d.arquivo]!)).toBe(sealed[i]!.signed_sha256);
      expect(d.sha256).toBe(sealed[i]!.signed_sha256);
      expect(d.sha256Original).not.toBe(d.sha256Assinado);
    }
    const waiting = await docsOf(v2);
    expect(kits[1]!.documentos.map((d) => d.arquivo)).toEqual([
      'kit-admissional/v2/Contrato.pdf',
      'kit-admissional/v2/Ficha.pdf',
    ]);
    for (const [i, d] of kits[1]!.documentos.entries()) {
      expect(d.via).toBe('original');
      expect(d.sha256Assinado).toBeNull();
      const stored = await t.app.storages.current.get(waiting[i]!.original_key);
      expect(sha(files[d.arquivo]!)).toBe(sha(stored));
      expect(d.sha256).toBe(sha(stored));
    }
  });

  it("gives the candidate's and the guardian's signing facts, the company's name and time only", async () => {
    const { text, kits } = await exportOf(cand.token);
    const [candidate, guardian, company] = kits[0]!.assinantes;
    expect(candidate).toMatchObject({
      papel: 'CANDIDATO',
      nome: 'Carla Assinante Teste',
      cpf: CANDIDATE_CPF,
      email: CANDIDATE_EMAIL,
      enderecoIp: CANDIDATE_IP,
      navegador: 'Mozilla/5.0 (Linux; Android 14) Teste',
      codigoEnviadoPor: 'email',
      assinadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(guardian).toMatchObject({
      papel: 'RESPONSAVEL',
      descricao: 'Responsável legal',
      nome: 'José Responsável Teste',
      email: 'responsavel@exemplo.com.br',
      enderecoIp: '203.0.113.78',
    });
    expect(guardian!.cpf).not.toContain('39053344705');
    expect(Object.keys(company!).sort()).toEqual(['assinadoEm', 'descricao', 'nome', 'papel']);
    expect(company).toMatchObject({ papel: 'EMPRESA', nome: 'Roberto RH Teste' });
    // the staff signer's own data is nowhere in the file
    for (const staff of ['11144477735', 'rh.teste@exemplo.com.br', '198.51.100.9', 'X11; Linux'])
      expect(text, staff).not.toContain(staff);
  });

  it("never holds another client's kit; the ADMIN's art. 19 answer holds the same kit", async () => {
    const theirs = await docsOf(other);
    const own = await exportOf(cand.token);
    const hashes = Object.values(own.files).map(sha);
    expect(hashes).not.toContain(theirs[0]!.signed_sha256);
    expect(own.text).not.toContain('Contrato da outra empresa');
    const asAdmin = await exportOf(admin.token, `?CODCANDIDATO=${id}`);
    expect(asAdmin.kits.map((k) => k.documentos.map((d) => d.sha256))).toEqual(
      own.kits.map((k) => k.documentos.map((d) => d.sha256)),
    );
    const their = await exportOf(cand042.token);
    expect(their.kits).toHaveLength(1);
    expect(their.kits[0]!.documentos[0]!.sha256).toBe(theirs[0]!.signed_sha256);
    expect(Object.keys(their.files).filter((f) => f.startsWith('kit-admissional/'))).toEqual([
      'kit-admissional/v1/Contrato da outra empresa.pdf',
    ]);
    expect(id042).not.toBe(id);
  });

  it('says in LEIA-ME what kit-admissional/ holds', async () => {
    const { files } = await exportOf(cand.token);
    expect(strFromU8(files['LEIA-ME.txt']!)).toContain('kit-admissional/');
  });
});
