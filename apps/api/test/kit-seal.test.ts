/**
 * The sealing job `kit-seal` (issue 33 §3, decision 071) on a kit the signing flow left in SELANDO
 * (support/kit-seal-fixture.ts): every document sealed once, checked by Debian's pdfsig (valid, the
 * whole document signed; invalid after one changed byte) and, with the test TSA, the token by
 * `openssl ts -verify`; the kit ASSINADO with its log, audit and mails; the evidence kept as JSON
 * with the CPF masked; a TSA away retried with backoff; two runs at once seal each document once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows.ts';
import { StorageUnavailable } from '../src/lib/unavailable.ts';
import { storagesOf } from '../src/modules/storage/create-storage.ts';
import type { Storage } from '../src/modules/storage/storage.ts';
import { sealJob } from '../src/modules/kit-seal/index.ts';
import { sha256Hex } from '../src/modules/signature/index.ts';
import { pdfsig, verifyTimestamp } from './support/independent-checks.ts';
import { createTestApp, outbox, type TestApp } from '../src/testing/test-app.ts';
import { startTestTsa, type TestTsa } from '../src/testing/test-tsa.ts';
import {
  CANDIDATE_CPF,
  CANDIDATE_EMAIL,
  documentsOf,
  kitInSealing,
  kitStatus,
} from './support/kit-seal-fixture.ts';

const run = promisify(execFile);
let t: TestApp;
let dir: string;
let tsa: TestTsa;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-seal-'));
  [t, tsa] = await Promise.all([createTestApp(), startTestTsa()]);
});
afterAll(async () => {
  await t?.close();
  await tsa?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const stored = (key: string) => t.app.storages.current.get(key);
const withTsa = (url: string, tsaTimeoutMs?: number) =>
  sealJob({ db: t.db, config: { ...t.config, tsaUrl: url } }, t.app.storages, { tsaTimeoutMs });

describe('the job seals every document of a kit in SELANDO', () => {
  it('writes the sealed PDF under a new key, its hash, code, evidence; the kit ASSINADO once', async () => {
    const kit = await kitInSealing(t);
    const mailsBefore = (await outbox(t.db)).length;
    await t.app.jobs.runNow('kit-seal');
    const docs = await documentsOf(t, kit.kitId);
    expect(docs).toHaveLength(2);
    for (const [i, d] of docs.entries()) {
      expect(d.signed_key).toMatch(/^kit\/9\/041\/\d+\/\d+\/[0-9a-f]{32}\.pdf$/);
      expect(d.signed_key).not.toBe(kit.documents[i]!.originalKey);
      const pdf = await stored(d.signed_key!);
      expect(d.signed_sha256).toBe(sha256Hex(pdf));
      expect(d.verify_code).toMatch(/^[346789ABCDEFGHJKMNPQRTUVWXY]{5}-[346789ABCDEFGHJKMNPQRTUVWXY]{5}$/);
      expect(d.sealed_at).not.toBeNull();
      expect(d.timestamped).toBe(false);
      expect(d.seal_next_at).toBeNull();
      expect(d.seal_error).toBeNull();
      // the original is kept as it was
      expect(sha256Hex(await stored(kit.documents[i]!.originalKey))).toBe(kit.documents[i]!.originalSha256);
      const evidence = d.evidence as Record<string, unknown> & {
        signers: { role: string; cpf: string; email: string; codeChannel: string; ip: string }[];
        documents: { name: string; sha256: string }[];
      };
      expect(evidence.verificationCode).toBe(d.verify_code);
      expect(evidence.verificationUrl).toBe(
        `${t.config.appUrl}/verificar?codigo=${evidence.verificationCode}`,
      );
      expect(evidence.timestampAuthority).toBeNull();
      expect(evidence.documents).toEqual(
        kit.documents.map((x) => ({ name: x.nome, sha256: x.originalSha256 })),
      );
      expect(evidence.signers.map((s) => [s.role, s.cpf, s.codeChannel])).toEqual([
        ['candidato', '***.982.247-**', 'e-mail'],
        ['empresa', '***.444.777-**', 'sessão'],
      ]);
      expect(evidence.signers[0]!.email).toBe(CANDIDATE_EMAIL);
      expect(JSON.stringify(evidence)).not.toContain(CANDIDATE_CPF);
    }
    expect(new Set(docs.map((d) => d.verify_code)).size).toBe(2);
    const status = await kitStatus(t, kit.kitId);
    expect(status.status).toBe('ASSINADO');
    expect(status.completed_at).not.toBeNull();

    const log = rowsOf<{ observacoes: string; usuario: string }>(
      await t.db
        .execute(sql`select observacoes, usuario from candidate_log where codcandidato = ${kit.codcandidato}
        order by codlog desc limit 1`),
    );
    expect(log[0]!.observacoes).toContain('Documentos admissionais assinados');
    expect(log[0]!.observacoes).toContain('Contrato de trabalho');
    const audit = rowsOf<{ actor: string; codcandidato: number; new_value: string }>(
      await t.db.execute(sql`select actor, codcandidato, new_value from audit_log
        where entity = 'signature_kit' and entity_id = ${String(kit.kitId)} and action = 'kit assinado'`),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.codcandidato).toBe(kit.codcandidato);
    const mails = (await outbox(t.db)).slice(mailsBefore);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.every((m) => m.subject.includes('Documentos admissionais assinados'))).toBe(true);
    expect(mails.some((m) => m.to_address === 'candidato@demo.com.br')).toBe(true);
    for (const m of mails) expect(m.text_body).not.toContain(CANDIDATE_CPF);

    // a second run finds nothing and changes nothing
    await t.app.jobs.runNow('kit-seal');
    expect(await documentsOf(t, kit.kitId)).toEqual(docs);
    expect((await outbox(t.db)).length).toBe(mailsBefore + mails.length);
  });

  it('is valid for pdfsig over the whole document, and invalid after one byte changes', async () => {
    const kit = await kitInSealing(t, undefined, ['Declaração de dependentes']);
    await t.app.jobs.runNow('kit-seal');
    const [d] = await documentsOf(t, kit.kitId);
    const pdf = await stored(d!.signed_key!);
    const report = await pdfsig(dir, pdf);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    // the evidence page is part of what was signed: 4 pages + 1
    const text = (await run('pdftotext', [await write(pdf), '-'])).stdout;
    expect(text).toContain(d!.verify_code!);
    expect(text).toContain('***.982.247-**');
    expect(text).not.toContain('529.982.247-25');
    expect(text).toContain('Sem carimbo do tempo');

    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('(Documentos admissionais');
    expect(at).toBeGreaterThan(0);
    tampered[at + 1] = 'E'.charCodeAt(0);
    const bad = await pdfsig(dir, tampered);
    expect(bad).not.toContain('Signature is Valid');
    expect(bad).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });
});

async function write(pdf: Uint8Array) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

describe('with a TSA', () => {
  it('adds the RFC 3161 token that openssl ts -verify accepts over the signature value', async () => {
    const kit = await kitInSealing(t, undefined, ['Termo de ciência do tratamento de dados']);
    const outcome = await withTsa(tsa.url).sealDue();
    expect(outcome.sealed.map((s) => s.documentId)).toContain(kit.documents[0]!.id);
    const [d] = await documentsOf(t, kit.kitId);
    expect(d!.timestamped).toBe(true);
    expect((d!.evidence as { timestampAuthority: string }).timestampAuthority).toBe(tsa.url);
    const pdf = await stored(d!.signed_key!);
    expect(await verifyTimestamp(dir, pdf, tsa.caFile)).toContain('Verification: OK');
    expect(await pdfsig(dir, pdf)).toContain('Signature Validation: Signature is Valid.');
  });

  it('with the TSA away (stopped, then hanging) seals nothing and retries later; sealed once it is back', async () => {
    const kit = await kitInSealing(t, undefined, ['Contrato de experiência']);
    const id = kit.documents[0]!.id;
    const gone = await startTestTsa();
    const goneUrl = gone.url;
    await gone.stop();
    const first = await withTsa(goneUrl).sealDue();
    expect(first.sealed).toHaveLength(0);
    let [d] = await documentsOf(t, kit.kitId);
    expect(d!.signed_key).toBeNull();
    expect(d!.seal_attempts).toBe(1);
    expect(d!.seal_error).toBe('Serviço de carimbo do tempo indisponível; nova tentativa automática.');
    const next = new Date(d!.seal_next_at!).getTime();
    expect(next).toBeGreaterThan(Date.now() + 20_000);
    expect(next).toBeLessThan(Date.now() + 40_000);
    expect((await kitStatus(t, kit.kitId)).status).toBe('SELANDO');
    // not due yet: another run leaves it alone
    expect((await withTsa(tsa.url).sealDue()).sealed.map((s) => s.documentId)).not.toContain(id);

    // the backoff over; the TSA answers nothing
    await t.db.execute(sql`update kit_document set seal_next_at = now() where id = ${id}`);
    tsa.setMode('hang');
    try {
      expect((await withTsa(tsa.url, 300).sealDue()).sealed).toHaveLength(0);
    } finally {
      tsa.setMode('ok');
    }
    [d] = await documentsOf(t, kit.kitId);
    expect(d!.seal_attempts).toBe(2);
    // doubled: 60 s
    expect(new Date(d!.seal_next_at!).getTime()).toBeGreaterThan(Date.now() + 50_000);

    await t.db.execute(sql`update kit_document set seal_next_at = now() where id = ${id}`);
    const back = await withTsa(tsa.url).sealDue();
    expect(back.sealed.map((s) => s.documentId)).toEqual([id]);
    [d] = await documentsOf(t, kit.kitId);
    expect(d!.timestamped).toBe(true);
    expect(d!.seal_error).toBeNull();
    expect(d!.seal_next_at).toBeNull();
    expect((await kitStatus(t, kit.kitId)).status).toBe('ASSINADO');
  });
});

describe('faults and races', () => {
  it('two runs at once (two processes) seal each document exactly once, and complete the kit once', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `Documento ${i + 1}`);
    const kit = await kitInSealing(t, undefined, names);
    const mailsBefore = (await outbox(t.db)).length;
    const [a, b] = [0, 1].map(() => sealJob({ db: t.db, config: t.config }, t.app.storages));
    const runs = await Promise.all([a!.sealDue(), b!.sealDue()]);
    const sealedIds = runs.flatMap((r) => r.sealed.map((s) => s.documentId)).sort((x, y) => x - y);
    expect(sealedIds).toEqual(kit.documents.map((d) => d.id).sort((x, y) => x - y));
    expect(runs.flatMap((r) => r.sealed).filter((s) => s.kitCompleted)).toHaveLength(1);
    const docs = await documentsOf(t, kit.kitId);
    expect(docs.every((d) => d.signed_key)).toBe(true);
    const audit = rowsOf(
      await t.db.execute(sql`select 1 from audit_log where entity = 'signature_kit'
        and entity_id = ${String(kit.kitId)} and action = 'kit assinado'`),
    );
    expect(audit).toHaveLength(1);
    const toCandidate = (await outbox(t.db))
      .slice(mailsBefore)
      .filter((m) => m.to_address === 'candidato@demo.com.br');
    expect(toCandidate).toHaveLength(1);
  });

  it('a document sealed already is never sealed again, even when due', async () => {
    const kit = await kitInSealing(t, undefined, ['Ficha de registro']);
    await t.app.jobs.runNow('kit-seal');
    const [before] = await documentsOf(t, kit.kitId);
    await t.db.execute(sql`update kit_document set seal_next_at = now() where id = ${before!.id}`);
    await t.db.execute(sql`update signature_kit set status = 'SELANDO' where id = ${kit.kitId}`);
    const outcome = await sealJob({ db: t.db, config: t.config }, t.app.storages).sealDue();
    expect(outcome.sealed).toHaveLength(0);
    const [after] = await documentsOf(t, kit.kitId);
    expect(after!.signed_key).toBe(before!.signed_key);
    expect(after!.verify_code).toBe(before!.verify_code);
    expect(after!.seal_next_at).toBeNull();
  });

  it('the storage away: the attempt counted, retried after the backoff, nothing sealed', async () => {
    const kit = await kitInSealing(t, undefined, ['Documento sem armazenamento']);
    const real = t.app.storages.current;
    const away: Storage = Object.assign(Object.create(real) as Storage, {
      get: () =>
        Promise.reject(new StorageUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))),
    });
    const outcome = await sealJob({ db: t.db, config: t.config }, storagesOf(away)).sealDue();
    expect(outcome.failed).toBe(1);
    const [d] = await documentsOf(t, kit.kitId);
    expect(d!.signed_key).toBeNull();
    expect(d!.seal_attempts).toBe(1);
    expect(d!.seal_error).toBe('Armazenamento de arquivos indisponível; nova tentativa automática.');
    expect(new Date(d!.seal_next_at!).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // back: sealed on the run after the backoff
    await t.db.execute(sql`update kit_document set seal_next_at = now() where id = ${d!.id}`);
    await t.app.jobs.runNow('kit-seal');
    expect((await documentsOf(t, kit.kitId))[0]!.signed_key).not.toBeNull();
  });

  it('an original that changed since it was rendered is never sealed: the error stays, no retry', async () => {
    const kit = await kitInSealing(t, undefined, ['Documento alterado']);
    await t.app.storages.current.put(
      kit.documents[0]!.originalKey,
      Buffer.from('%PDF-1.7 outro'),
      'application/pdf',
    );
    await t.app.jobs.runNow('kit-seal');
    const [d] = await documentsOf(t, kit.kitId);
    expect(d!.signed_key).toBeNull();
    expect(d!.seal_error).toContain('não confere com o SHA-256');
    expect(d!.seal_next_at).toBeNull();
    expect(d!.seal_attempts).toBe(1);
    expect((await kitStatus(t, kit.kitId)).status).toBe('SELANDO');
  });
});
