import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { client, staffUser } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let candidato: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({
    admin,
    gestor,
    gestor2,
    cand: candidato,
  } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
});
afterAll(() => t.close());

const DEFAULT_LOGO = readFileSync(new URL('../assets/default-logo.svg', import.meta.url));
const DEFAULT_AVATAR = readFileSync(new URL('../assets/default-avatar.svg', import.meta.url));
// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const profile = (token: string | null, id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/image/profile/${id}`,
    headers: token ? t.headers(token) : {},
  });
const logo = (key: string) => t.app.inject({ method: 'GET', url: `/api/image/logo/${key}` });

describe('GET /api/image/profile/{CODUSUARIO}', () => {
  it('answers the default avatar (200, SVG) when the user has no photo: no 404 on every staff page', async () => {
    for (const [viewer, id] of [
      [admin, admin.user.CODUSUARIO],
      [admin, gestor.user.CODUSUARIO],
      [gestor, gestor.user.CODUSUARIO],
    ] as const) {
      const res = await profile(viewer.token, id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(res.rawPayload, DEFAULT_AVATAR)).toBe(0);
    }
    // out of reach stays 404, photo or not: gestor2 (client 042) and an unknown id
    for (const id of [gestor.user.CODUSUARIO, 999999]) {
      const res = await profile(gestor2.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Registro não encontrado.');
    }
  });

  it('serves a stored photo to the user and to staff who may manage that user (decision 009)', async () => {
    await t.db
      .update(staffUser)
      .set({ foto: PNG, fotoMime: 'image/png' })
      .where(eq(staffUser.usuario, 'gestor'));
    for (const viewer of [gestor, admin]) {
      const res = await profile(viewer.token, gestor.user.CODUSUARIO);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(res.rawPayload, PNG)).toBe(0);
    }
    // gestor2 holds only client 042, gestor is in 041: another client's user does not exist for it
    const other = await profile(gestor2.token, gestor.user.CODUSUARIO);
    expect(other.statusCode).toBe(404);
    expect(other.rawPayload.includes(PNG)).toBe(false);
  });

  it('answers 404 for a user of another admin account, even with a photo', async () => {
    await t.db.execute(sql`insert into admin_account (codadm, nome) values (11, 'Outra Administração')`);
    const [other] = await t.db
      .insert(staffUser)
      .values({
        codadm: 11,
        usuario: 'outro-admin',
        permissao: 'ADMIN',
        senhaHash: 'x',
        nomeusuario: 'Outro',
        foto: JPEG_HEAD,
        fotoMime: 'image/jpeg',
      })
      .returning();
    const res = await profile(admin.token, other!.codusuario);
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.includes(JPEG_HEAD)).toBe(false);
  });

  it('refuses candidates (403) and anonymous callers (401)', async () => {
    expect((await profile(candidato.token, gestor.user.CODUSUARIO)).statusCode).toBe(403);
    expect((await profile(null, gestor.user.CODUSUARIO)).statusCode).toBe(401);
  });
});

describe('GET /api/image/logo/{AA_CCC} (public)', () => {
  it("answers the default logo for '09_041' while the client has none", async () => {
    const res = await logo('09_041');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(Buffer.compare(res.rawPayload, DEFAULT_LOGO)).toBe(0);
  });

  it("answers the client's own logo with its content type once it has one, also with an extension", async () => {
    await t.db
      .update(client)
      .set({ logo: PNG, logoMime: 'image/png' })
      .where(and(eq(client.codadm, 9), eq(client.codcli, '041')));
    for (const key of ['09_041', '09_041.png']) {
      const res = await logo(key);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(res.rawPayload, PNG)).toBe(0);
    }
    // the other client still has the default
    const other = await logo('09_042');
    expect(other.headers['content-type']).toBe('image/svg+xml');
    expect(Buffer.compare(other.rawPayload, DEFAULT_LOGO)).toBe(0);
  });

  it('answers the default logo for an unknown or malformed key', async () => {
    for (const key of ['99_999', 'xyz', '9_041', '09_41']) {
      const res = await logo(key);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(Buffer.compare(res.rawPayload, DEFAULT_LOGO)).toBe(0);
    }
  });

  it('refuses an overlong key with 400', async () => {
    expect((await logo('1'.repeat(41))).statusCode).toBe(400);
  });
});
