/**
 * PATCH /candidate/configuration and /candidate/bank, logo upload (docs/api-configuration.md;
 * spec 3 §5 "Configuration save"): every save rule and message, nothing stored on a failure,
 * ADMIN only, one client's save never touches another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ClientSettings, LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let cand: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, cand } = await signInDemoCast(t, 'admin', 'gestor', 'cand'));
});
afterAll(() => t.close());

const patch = (payload: unknown, tenant = C041, token = admin.token, url = '/api/candidate/configuration') =>
  t.app.inject({ method: 'PATCH', url, headers: t.headers(token, tenant), payload: payload as object });
const read = async (tenant = C041, token = admin.token) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/candidate/configuration',
    headers: t.headers(token, tenant),
  });
  return res.json<ClientSettings>();
};

describe('PATCH /candidate/configuration', () => {
  it('medical assistance on requires at least one type; nothing is stored', async () => {
    const before = await read();
    const res = await patch({
      INFO_ASSIS_MEDICA: true,
      OBS_ASSIS_MEDICA: ' ; ',
      INFO_VAGA: !before.INFO_VAGA,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Insira no mínimo um tipo de assistência médica.',
      field: 'OBS_ASSIS_MEDICA',
    });
    expect(await read()).toEqual(before);
  });

  it('chartered transport on requires a location, also when the list was never sent', async () => {
    expect((await patch({ INFO_TRANSP_FRETADO: false, OBS_TRANSP_FRETADO: '' })).statusCode).toBe(200);
    const res = await patch({ INFO_TRANSP_FRETADO: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Insira um local para o transporte fretado.',
      field: 'OBS_TRANSP_FRETADO',
    });
  });

  it('both lists are trimmed and end with a semicolon', async () => {
    const res = await patch({
      INFO_ASSIS_MEDICA: true,
      OBS_ASSIS_MEDICA: ' Bronze ; Prata;;Ouro',
      INFO_TRANSP_FRETADO: true,
      OBS_TRANSP_FRETADO: 'Estação Sé',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      OBS_ASSIS_MEDICA: 'Bronze;Prata;Ouro;',
      OBS_TRANSP_FRETADO: 'Estação Sé;',
    });
    expect(await read()).toMatchObject({ INFO_ASSIS_MEDICA: true, OBS_TRANSP_FRETADO: 'Estação Sé;' });
  });

  it('lists longer than 200 characters (with the added semicolon) are refused', async () => {
    const ok = await patch({ OBS_ASSIS_MEDICA: 'a'.repeat(199) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().OBS_ASSIS_MEDICA).toHaveLength(200);
    const res = await patch({ OBS_TRANSP_FRETADO: 'b'.repeat(200) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Máximo de 200 caracteres.', field: 'OBS_TRANSP_FRETADO' });
  });

  it("'all banks' forces the selected bank to 0; an unknown bank is refused", async () => {
    const specific = await patch({ BANCO_PREFERENCIA: 'E', BANCO_SELECIONADO: 341 });
    expect(specific.json()).toMatchObject({ BANCO_PREFERENCIA: 'E', BANCO_SELECIONADO: 341 });
    const all = await patch({ BANCO_PREFERENCIA: 'T', BANCO_SELECIONADO: 341 });
    expect(all.json()).toMatchObject({ BANCO_PREFERENCIA: 'T', BANCO_SELECIONADO: 0 });
    const unknown = await patch({ BANCO_PREFERENCIA: 'P', BANCO_SELECIONADO: 9998 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Banco não encontrado.');
  });

  it('race/colour cannot be turned off (eSocial)', async () => {
    const res = await patch({ RACA_COR: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Raça/cor é obrigatória (eSocial).');
  });

  it('refuses unknown keys and wrong types with 400', async () => {
    for (const body of [
      { NOPE: true },
      { INFO_VAGA: 'x' },
      { BANCO_PREFERENCIA: 'Z' },
      { BANCO_SELECIONADO: -1 },
      [],
    ])
      expect((await patch(body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('saves only the client acted on; the candidate of that client reads it', async () => {
    const other = await read(C042);
    await patch({ INFO_VAGA: true, PESO_ALTURA: !other.PESO_ALTURA }, C041);
    expect(await read(C042)).toEqual(other);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/configuration',
      headers: t.headers(cand.token),
    });
    expect(mine.json()).toMatchObject({ INFO_VAGA: true });
  });

  it('a MANAGER and a candidate are refused; a client not of the admin is 403', async () => {
    expect((await patch({ INFO_VAGA: false }, C041, gestor.token)).statusCode).toBe(403);
    expect((await patch({ INFO_VAGA: false }, undefined as never, cand.token)).statusCode).toBe(403);
    expect((await patch({ INFO_VAGA: false }, { CODADM: 9, CODCLI: '099' })).statusCode).toBe(403);
  });
});

describe('PATCH /candidate/bank', () => {
  const bank = (body: unknown, token = admin.token) => patch(body, C041, token, '/api/candidate/bank');

  it('sets the selected bank when the preference is specific or preferred', async () => {
    await patch({ BANCO_PREFERENCIA: 'P' });
    const res = await bank({ CODBANCO: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ BANCO_PREFERENCIA: 'P', BANCO_SELECIONADO: 1 });
    const banks = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/data/banks',
      headers: t.headers(cand.token),
    });
    expect(banks.json()[0].CODBANCO).toBe(1);
  });

  it('refuses an unknown bank, a bank with "all banks", bad input and a MANAGER', async () => {
    expect((await bank({ CODBANCO: 9998 })).statusCode).toBe(404);
    await patch({ BANCO_PREFERENCIA: 'T' });
    const all = await bank({ CODBANCO: 1 });
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toBe('Com a preferência "Todos os bancos" não há banco selecionado.');
    expect((await bank({ CODBANCO: 'abc' })).statusCode).toBe(400);
    expect((await bank({ CODBANCO: 1 }, gestor.token)).statusCode).toBe(403);
  });
});

describe('client logo', () => {
  const upload = (bytes: Buffer, token = admin.token, tenant = C041) => {
    const boundary = '----admissao';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/candidate/configuration/logo',
      headers: { ...t.headers(token, tenant), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  };

  it('re-encodes an image and serves it at the legacy path', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#c00' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'segredo' } } })
      .toBuffer();
    const res = await upload(jpeg);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ LOGO: '/api/image/logo/09_041', message: 'Logo atualizado com sucesso!' });
    const served = await t.app.inject({ method: 'GET', url: '/api/image/logo/09_041' });
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 200 });
    expect(meta.exif).toBeUndefined();
    const other = await t.app.inject({ method: 'GET', url: '/api/image/logo/09_042' });
    expect(other.headers['content-type']).not.toBe('image/png');
  });

  it('refuses a non-image named .png, a MANAGER, and removes the logo', async () => {
    const fake = await upload(Buffer.from('<script>alert(1)</script>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Envie uma imagem PNG, JPEG ou WebP.');
    expect((await upload(Buffer.from('x'), gestor.token)).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/candidate/configuration/logo',
      headers: t.headers(admin.token, C041),
    });
    expect(del.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: '/api/image/logo/09_041' });
    expect(served.headers['content-type']).toBe('image/svg+xml');
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const res = await upload(Buffer.alloc(5_000_001, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tamanho do arquivo excede o limite. Máximo 5mb.');
  });
});
