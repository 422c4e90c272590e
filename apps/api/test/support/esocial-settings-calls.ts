/**
 * The calls of Configurações → eSocial and the Painel's warning (decision 079) as API tests make
 * them: the settings switch, the transmitter certificate's multipart upload (any of file, SENHA and
 * CNPJ), its removal, and a GET of any of the routes; each answer's body kept in `answers` so a test
 * can look for secrets in all of them. The tenant defaults to 041, the token to the one given.
 */
import type { TenantRef } from '@admissao/domain';
import type { TestApp } from '../../src/testing/test-app.ts';

export const SETTINGS = '/api/configuration/esocial';
export const TRANSMITTER = '/api/configuration/esocial/transmitter-certificate';
export const WARNINGS = '/api/dashboard/certificates';
export const C041 = { CODADM: 9, CODCLI: '041' };
export const C042 = { CODADM: 9, CODCLI: '042' };

/** `app`, `adminToken`: read at each call (the test app is made in beforeAll) */
export function esocialSettingsCalls(app: () => TestApp, adminToken: () => string) {
  const answers: string[] = [];
  const seen = <R extends { body: string }>(res: R) => (answers.push(res.body), res);
  const get = async (url: string, tenant: TenantRef = C041, token = adminToken()) =>
    seen(await app().app.inject({ method: 'GET', url, headers: app().headers(token, tenant) }));
  const putMode = async (payload: unknown, tenant: TenantRef = C041, token = adminToken()) =>
    seen(
      await app().app.inject({
        method: 'PUT',
        url: SETTINGS,
        headers: app().headers(token, tenant),
        payload: payload as object,
      }),
    );
  const del = async (tenant: TenantRef = C041, token = adminToken()) =>
    seen(
      await app().app.inject({ method: 'DELETE', url: TRANSMITTER, headers: app().headers(token, tenant) }),
    );
  async function upload(
    file: Buffer | null,
    fields: { SENHA?: string; CNPJ?: string },
    tenant: TenantRef = C041,
    token = adminToken(),
  ) {
    const boundary = '----admissao-transmissor';
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields))
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    if (file)
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="escritorio.pfx"\r\nContent-Type: application/x-pkcs12\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      );
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return seen(
      await app().app.inject({
        method: 'POST',
        url: TRANSMITTER,
        headers: {
          ...app().headers(token, tenant),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat(parts),
      }),
    );
  }
  return { answers, get, putMode, del, upload };
}
