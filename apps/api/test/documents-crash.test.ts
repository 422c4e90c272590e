/**
 * Crash safety of uploads (docs/design.md §5): the real server as a child process takes 20 concurrent
 * uploads and is killed with SIGKILL while they run; restarted on the same data, every upload that
 * was answered 200 is there and readable, and no record points to a missing file. Runs on PGlite
 * under a temp DATA_DIR, or on a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { freePort } from '../../../bench/free-port.ts';
import * as F from './fixtures/files.ts';
import { scratch, type Child } from './support/child-process.ts';

const place = scratch('crash');
let child: Child | null = null;

async function startServer(port: number): Promise<string> {
  child = place.start('apps/api/src/server.ts', { PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`server exited: ${child.stderr()}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    await res?.body?.cancel();
    if (res?.status === 200) return url;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${child.stderr()}`);
}

const kill = async (signal: NodeJS.Signals) => {
  await child?.kill(signal);
};

async function logon(url: string) {
  const res = await fetch(`${url}/api/auth/logon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ USUARIO: 'candidato@demo.com.br', SENHA: 'Demo@Admissao9' }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string; candidate: { CODCANDIDATO: number } };
  return { token: body.token, id: body.candidate.CODCANDIDATO };
}

beforeAll(() => place.setUp());
afterAll(async () => {
  await kill('SIGTERM');
  await place.tearDown();
});

describe('crash during 20 concurrent uploads', () => {
  it('keeps every answered upload and never a record without its file', { timeout: 300_000 }, async () => {
    const port = await freePort();
    let url = await startServer(port);
    let { token, id } = await logon(url);
    const docs = (await (
      await fetch(`${url}/api/candidate/documents/list`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ CODCANDIDATO: id }),
      })
    ).json()) as { CODTIPODOC: number; APENAS_IMAGEM: boolean }[];
    const files = await Promise.all(Array.from({ length: 20 }, (_, i) => F.noisyJpeg(150_000 + i * 5000)));

    const answered: { CODIMAGEM: number; CODTIPODOC: number }[] = [];
    let failed = 0;
    let killing: Promise<void> | null = null;
    await Promise.all(
      files.map(async (data, i) => {
        const doc = docs[i % docs.length]!.CODTIPODOC;
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `p${i}.jpg`);
        try {
          const res = await fetch(`${url}/api/candidate/documents/upload/image/${id}/${doc}/0`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          if (res.status === 200) {
            const body = (await res.json()) as { CODIMAGEM: number };
            answered.push({ CODIMAGEM: body.CODIMAGEM, CODTIPODOC: doc });
            // the sixth success pulls the plug while the others are in flight
            if (answered.length >= 6) killing ??= kill('SIGKILL');
          } else failed++;
        } catch {
          failed++;
        }
      }),
    );
    await killing;
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length + failed).toBe(20);

    url = await startServer(port);
    ({ token, id } = await logon(url));
    const auth = { authorization: `Bearer ${token}` };
    // every answered upload is there and decodes
    for (const a of answered) {
      const res = await fetch(
        `${url}/api/candidate/documents/image/show/${id}/${a.CODTIPODOC}?CODIMAGEM=${a.CODIMAGEM}`,
        { headers: auth },
      );
      expect(res.status, `CODIMAGEM ${a.CODIMAGEM}`).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('jpeg');
    }
    // every record points to a readable file
    let records = 0;
    for (const d of docs) {
      const list = (await (
        await fetch(`${url}/api/candidate/documents/images/${id}/${d.CODTIPODOC}`, { headers: auth })
      ).json()) as {
        IMAGES: { url: string }[];
      };
      for (const img of list.IMAGES) {
        const res = await fetch(`${url}${img.url}`, { headers: auth });
        expect(res.status, img.url).toBe(200);
        await res.arrayBuffer();
        records++;
      }
    }
    expect(records).toBeGreaterThanOrEqual(answered.length);
    // over real HTTP a file above 5 MB is answered 413 with the spec message (the body is cut off)
    const big = new FormData();
    big.append('file', new Blob([new Uint8Array(6_000_000)], { type: 'image/jpeg' }), 'grande.jpg');
    const tooBig = await fetch(`${url}/api/candidate/documents/upload/image/${id}/${docs[0]!.CODTIPODOC}/0`, {
      method: 'POST',
      headers: auth,
      body: big,
    });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe(
      'Tamanho do arquivo excede o limite. Máximo 5mb.',
    );
    console.log(
      `crash test: ${answered.length} answered 200 before SIGKILL, ${failed} cut off, ${records} records after restart`,
    );
  });
});
