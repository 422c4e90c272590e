/**
 * POST /api/signature/verify and GET /api/signature/verify/:codigo (issue 33 §4, decision 071):
 * public, no session; a sealed PDF recognised byte for byte, a code recognised (the file to be
 * compared), a changed byte or an unsigned original not recognised; the answer never carries more
 * than the evidence page's masked facts (no e-mail, IP, user agent, full CPF or full name) and is the
 * same for every unknown thing; bad input a pt-BR 400; too many attempts from one address a 429.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SIGNATURE_VERIFY_MSG as M, VERIFY_MAX_BYTES } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { VERIFY_LIMIT } from '../src/modules/kit-seal/index.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import {
  C041,
  C042,
  CANDIDATE_CPF,
  CANDIDATE_EMAIL,
  CANDIDATE_IP,
  documentsOf,
  kitInSealing,
  type SealingKit,
} from './support/kit-seal-fixture.ts';

let t: TestApp;
let kit041: SealingKit;
let signed: Buffer;
let code: string;
let client041: string;
let client042: string;
let ipCounter = 10;
/** each test its own address, so the attempts of one never count against another */
const nextIp = () => `192.0.2.${ipCounter++}`;

beforeAll(async () => {
  t = await createTestApp();
  kit041 = await kitInSealing(t, C041, ['Contrato de trabalho']);
  await kitInSealing(t, C042, ['Contrato da outra empresa']);
  await t.app.jobs.runNow('kit-seal');
  const [d] = await documentsOf(t, kit041.kitId);
  signed = await t.app.storages.current.get(d!.signed_key!);
  code = d!.verify_code!;
  const names = rowsOf<{ codcli: string; nomecli: string }>(
    await t.db.execute(sql`select codcli, nomecli from client where codadm = 9 and codcli in ('041', '042')`),
  );
  client041 = names.find((n) => n.codcli === '041')!.nomecli;
  client042 = names.find((n) => n.codcli === '042')!.nomecli;
});
afterAll(() => t.close());

const boundary = '----admissao-verify';
function form(file: Buffer, field = 'file') {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="documento.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
const byFile = (file: Buffer, ip = nextIp(), field = 'file') =>
  t.app.inject({
    method: 'POST',
    url: '/api/signature/verify',
    remoteAddress: ip,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: form(file, field),
  });
const byCode = (CODIGO: unknown, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/signature/verify', remoteAddress: ip, payload: { CODIGO } });

/** nothing beyond the masked facts: no e-mail, address, browser, full CPF, full name, other client */
function expectOnlyMaskedFacts(body: string) {
  for (const secret of [
    CANDIDATE_CPF,
    '529.982.247-25',
    CANDIDATE_EMAIL,
    'rh.teste@exemplo.com.br',
    CANDIDATE_IP,
    '198.51.100.9',
    'Mozilla',
    'Carla Assinante Teste',
    client042,
  ])
    expect(body).not.toContain(secret);
}

describe('a sealed document', () => {
  it('is recognised by its file, without a session: unchanged, who signed (masked) and when', async () => {
    const res = await byFile(signed);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      RECONHECIDO: true,
      DOCUMENTO: 'Contrato de trabalho',
      EMPRESA: client041,
      CARIMBO_DO_TEMPO: false,
      INALTERADO: true,
      MENSAGEM: M.byFile,
    });
    expect(answer.ASSINANTES).toEqual([
      expect.objectContaining({ PAPEL: 'CANDIDATO', NOME: 'Carla A. T.', CPF: '***.982.247-**' }),
      expect.objectContaining({ PAPEL: 'EMPRESA', NOME: 'Roberto R. T.', CPF: '***.444.777-**' }),
    ]);
    expect(Date.parse(answer.ASSINADO_EM)).not.toBeNaN();
    expectOnlyMaskedFacts(res.body);
  });

  it('is recognised by its code, typed in any case with spaces: the file to be compared', async () => {
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const res = await byCode(typed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ RECONHECIDO: true, INALTERADO: null, MENSAGEM: M.byCode });
    expectOnlyMaskedFacts(res.body);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/signature/verify/${code.replace('-', '')}`,
      remoteAddress: nextIp(),
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ RECONHECIDO: true, DOCUMENTO: 'Contrato de trabalho' });
  });
});

describe('anything else is one answer', () => {
  it('a changed byte, the unsigned original, an unknown code, a code of no shape: not recognised', async () => {
    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('(Documentos admissionais');
    tampered[at + 1] = 'E'.charCodeAt(0);
    const unknown = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    const answers = [
      await byFile(tampered),
      await byFile(Buffer.from(kit041.documents[0]!.pdf)),
      await byCode(unknown),
      await byCode('nada-a-ver'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ RECONHECIDO: false, MENSAGEM: 'Documento não reconhecido' });
    }
  });
});

describe('bad input: a pt-BR 400, nothing looked up', () => {
  it('a NUL in the code, no code, a non-PDF, an empty file, another field, a file over 20 MB', async () => {
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, string][] = [
      [byCode('ABCDE\u0000FGHJK'), MSG.invalidCharacter],
      [byCode(''), M.codeRequired],
      [byCode(12345), M.codeRequired],
      [byFile(Buffer.from('isto não é um PDF')), M.notPdf],
      [byFile(Buffer.alloc(0)), M.empty],
      [byFile(signed, nextIp(), 'arquivo'), M.fileRequired],
      [byFile(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(VERIFY_MAX_BYTES)])), M.tooLarge],
    ];
    const nulInPath = t.app.inject({
      method: 'GET',
      url: '/api/signature/verify/ABCDE%00FGHJK',
      remoteAddress: nextIp(),
    });
    cases.push([nulInPath, MSG.invalidCharacter]);
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 in pt-BR with Retry-After once an address has tried too many times', async () => {
    const ip = nextIp();
    for (let i = 0; i < VERIFY_LIMIT.max; i++) expect((await byCode('AAAAA-AAAAA', ip)).statusCode).toBe(200);
    const res = await byCode(code, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not held back
    expect((await byCode(code)).json().RECONHECIDO).toBe(true);
  });
});
