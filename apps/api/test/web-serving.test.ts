/**
 * The SPA served like a real web server (issue 15 §5, decision 046): hashed assets precompressed at
 * build time, chosen by Accept-Encoding, cached for a year as immutable; index.html and the client-side
 * routes revalidated on every use; source maps and dotfiles of the build never served.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@admissao/domain';
import { WEB_DIST } from '../src/plugins/spa.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

const MANIFEST = join(WEB_DIST, '.vite/manifest.json');
const built = existsSync(MANIFEST);

describe.skipIf(!built)('the built SPA', () => {
  let t: TestApp;
  let entry: string;
  let signInEntry: string;
  beforeAll(async () => {
    t = await createTestApp();
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    entry = manifest['index.html']!.file;
    signInEntry = manifest['login.html']!.file;
  });
  afterAll(() => t?.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a script as brotli when accepted, cached for a year as immutable', async () => {
    const res = await get(`/${entry}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBe(readFileSync(join(WEB_DIST, `${entry}.br`)).length);
  });

  it('sends gzip to a client without brotli, and the file as is to one without either', async () => {
    const raw = readFileSync(join(WEB_DIST, entry));
    const gz = await get(`/${entry}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(raw)).toBe(true);
    const plain = await get(`/${entry}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(raw)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers a first visit to /login or the first access with the sign-in page's own entry, every other route with the app's", async () => {
    for (const url of ['/login', '/login?from=x', '/start/dXNlcg/abc123', '/start/dXNlcg/abc123/?x=1'])
      expect((await get(url)).body, url).toContain(`src="/${signInEntry}"`);
    for (const url of [
      '/',
      '/dados',
      '/login/x',
      '/loginx',
      '/admin/lista?login',
      '/start/a',
      '/start/a/b/c',
    ]) {
      const { body } = await get(url);
      expect(body, url).toContain(`src="/${entry}"`);
      expect(body, url).not.toContain(signInEntry);
    }
  });

  it('revalidates index.html and the client-side routes on every use', async () => {
    for (const url of ['/', '/login', '/admin/lista', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('answers HEAD of a page as GET, without the body; other methods on a page are a 404', async () => {
    for (const url of ['/', '/dados', '/login', '/admin/lista']) {
      const got = await get(url);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(got.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe('no-cache');
      expect(head.body, url).toBe('');
    }
    const post = await t.app.inject({ method: 'POST', url: '/dados', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe(MSG.notFound);
  });

  it('never serves a source map, the manifest or the build stamp; a missing asset is a 404', async () => {
    for (const url of [`/${entry}.map`, '/assets/nao-existe-12345678.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['cache-control']), url).not.toMatch(/immutable/);
    }
    // outside /assets/ a path that is no file is a client-side route: the SPA's page, not the file
    for (const url of ['/.vite/manifest.json', '/.build-inputs']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).not.toContain('isEntry');
    }
  });
});
