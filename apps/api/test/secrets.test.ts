/**
 * The secret store (lib/secrets.ts, decision 068): AES-256-GCM under a key of the
 * configuration, the key named in the sealed text, bound to where it is kept; and rotation to a new
 * key through SECRETS_KEY_OLD and `rotateSecrets`, on the database.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCertificate, installationCertificate } from '../src/db/schema.ts';
import { keyRing, openSealed, parseSecretKey, seal, SecretError, sealedKeyId } from '../src/lib/secrets.ts';
import {
  assertSecretsOpen,
  clientContext,
  rotateSecrets,
} from '../src/modules/certificates/sealed-columns.ts';
import { saveClientCertificate, signerOf } from '../src/modules/certificates/client-certificate.ts';
import { ensureInstallationCertificate } from '../src/modules/certificates/installation.ts';
import { makePkcs12 } from '../src/modules/certificates/make-certificate.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

const A = randomBytes(32);
const B = randomBytes(32);

describe('seal and open', () => {
  const ring = keyRing(A);
  it('opens what it sealed, and names the key', () => {
    const s = seal(ring, 'segredo', 'ctx');
    expect(openSealed(ring, s, 'ctx').toString()).toBe('segredo');
    expect(sealedKeyId(s)).toBe(ring.current.id);
    expect(s).not.toContain(A.toString('base64'));
    // a fresh IV each time
    expect(seal(ring, 'segredo', 'ctx')).not.toBe(s);
  });

  it('refuses a changed byte, another place and another key', () => {
    const s = seal(ring, Buffer.from('conteúdo do p12'), 'client_certificate.p12:9:041');
    const parts = s.split('.');
    const data = Buffer.from(parts[4]!, 'base64url');
    data[0]! ^= 1;
    const tampered = [...parts.slice(0, 4), data.toString('base64url')].join('.');
    expect(() => openSealed(ring, tampered, 'client_certificate.p12:9:041')).toThrow(SecretError);
    const tag = Buffer.from(parts[3]!, 'base64url');
    tag[0]! ^= 1;
    expect(() =>
      openSealed(ring, [...parts.slice(0, 3), tag.toString('base64url'), parts[4]].join('.'), 'x'),
    ).toThrow(SecretError);
    expect(() => openSealed(ring, s, 'client_certificate.p12:9:042')).toThrow(SecretError);
    expect(() => openSealed(keyRing(B), s, 'client_certificate.p12:9:041')).toThrow(/não configurada/);
    // a key that claims A's id still fails the tag
    const forged = {
      current: { id: ring.current.id, key: B },
      byId: new Map([[ring.current.id, { id: ring.current.id, key: B }]]),
    };
    expect(() => openSealed(forged, s, 'client_certificate.p12:9:041')).toThrow(SecretError);
    expect(() => openSealed(ring, 'texto qualquer', 'x')).toThrow(SecretError);
  });

  it('reads a key of 32 bytes in hex, base64 or base64url, nothing else', () => {
    expect(parseSecretKey(A.toString('base64'))).toEqual(A);
    expect(parseSecretKey(A.toString('base64url'))).toEqual(A);
    expect(parseSecretKey(A.toString('hex'))).toEqual(A);
    expect(parseSecretKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseSecretKey('não é base64 !!')).toBeNull();
  });
});

describe('rotation on the database', () => {
  let t: TestApp;
  const tenant = { CODADM: 9, CODCLI: '041' };
  beforeAll(async () => {
    // no request is made: its log is its own (the run's log scan wants lines from every app noted)
    t = await createTestApp({ secretKeys: keyRing(A) }, undefined, { write: () => undefined });
  });
  afterAll(() => t.close());

  it('re-seals every row under the new key; old rows open until then; repeating changes nothing', async () => {
    const password = 'Rotacao#2026';
    const p12 = makePkcs12({ subject: [{ name: 'commonName', value: 'EMPRESA ROTACAO' }], password });
    await saveClientCertificate({ db: t.db, config: t.config }, tenant, 'admin', p12, password);
    const before = await signerOf({ db: t.db, config: t.config }, tenant);
    await ensureInstallationCertificate(t.db, t.config.secretKeys, t.config.appUrl);

    const rotated = { db: t.db, config: { ...t.config, secretKeys: keyRing(B, [A]) } };
    // B alone cannot open what A sealed: start-up stops, naming the variable
    await expect(assertSecretsOpen(t.db, keyRing(B))).rejects.toThrow(/SECRETS_KEY/);
    await assertSecretsOpen(t.db, rotated.config.secretKeys);

    expect(await rotateSecrets(t.db, rotated.config.secretKeys, 1)).toBeGreaterThanOrEqual(2);
    const [row] = await t.db.select().from(clientCertificate).where(eq(clientCertificate.codcli, '041'));
    const [inst] = await t.db.select().from(installationCertificate);
    const bId = keyRing(B).current.id;
    for (const s of [row!.p12Sealed, row!.passwordSealed, inst!.p12Sealed, inst!.passwordSealed])
      expect(sealedKeyId(s)).toBe(bId);
    expect(openSealed(keyRing(B), row!.passwordSealed, clientContext(tenant).password).toString()).toBe(
      password,
    );

    expect(await rotateSecrets(t.db, rotated.config.secretKeys)).toBe(0);
    const onlyB = { db: t.db, config: { ...t.config, secretKeys: keyRing(B) } };
    await assertSecretsOpen(t.db, onlyB.config.secretKeys);
    const after = await signerOf(onlyB, tenant);
    expect(after.certificatePem).toBe(before.certificatePem);
    expect(after.privateKeyPem).toBe(before.privateKeyPem);
  });
});
