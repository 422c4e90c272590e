/**
 * The one secret store (docs/design.md §10, decision 068): a secret kept in the database is sealed
 * with AES-256-GCM (node:crypto) under a key of the configuration. The sealed text names the key
 * it was made with, so a new key can be added (SECRETS_KEY) while the old ones still open what they
 * sealed (SECRETS_KEY_OLD) until `npm run secrets:rotate` has sealed every row again. Each sealed
 * value is bound to where it is kept (`context`, e.g. the table, column and client): a value copied
 * into another row does not open there.
 *
 * Form: `s1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. The key id is the first 8 bytes of
 * the key's SHA-256 in hex: it names the key without revealing it, and a wrong key is told from a
 * damaged value before anything is decrypted.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SecretKey {
  id: string;
  key: Buffer;
}

/** The current key (seals) and every key that may still open (the current one included). */
export interface SecretKeyRing {
  current: SecretKey;
  byId: ReadonlyMap<string, SecretKey>;
}

export class SecretError extends Error {}

const VERSION = 's1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** 32 bytes written in hex (openssl rand -hex 32) or base64/base64url; null when it is not that. */
export function parseSecretKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return null;
  const key = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === SECRET_KEY_BYTES ? key : null;
}

export const newSecretKeyText = () => randomBytes(SECRET_KEY_BYTES).toString('base64');

export function keyRing(current: Buffer, old: readonly Buffer[] = []): SecretKeyRing {
  const make = (key: Buffer): SecretKey => ({ id: keyIdOf(key), key });
  const cur = make(current);
  const byId = new Map<string, SecretKey>(old.map((k) => [keyIdOf(k), make(k)]));
  byId.set(cur.id, cur);
  return { current: cur, byId };
}

export function seal(ring: SecretKeyRing, plain: Buffer | string, context: string): string {
  const { id, key } = ring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
  return [VERSION, id, ...parts].join('.');
}

/** The key id a sealed value names (null: not a sealed value). */
export function sealedKeyId(sealed: string): string | null {
  const parts = sealed.split('.');
  return parts.length === 5 && parts[0] === VERSION ? parts[1]! : null;
}

/** Opens a sealed value; a wrong key, another context or a changed byte is refused (SecretError). */
export function openSealed(ring: SecretKeyRing, sealed: string, context: string): Buffer {
  const parts = sealed.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretError('valor selado inválido');
  const key = ring.byId.get(parts[1]!);
  if (!key) throw new SecretError(`chave ${parts[1]} não configurada (SECRETS_KEY / SECRETS_KEY_OLD)`);
  const [iv, tag, data] = parts.slice(2).map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretError('valor selado inválido');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]);
  } catch {
    throw new SecretError('valor selado alterado ou de outro lugar');
  }
}

/** Sealed again under the current key (as it is when already so). */
export function reseal(ring: SecretKeyRing, sealed: string, context: string): string {
  if (sealedKeyId(sealed) === ring.current.id) return sealed;
  return seal(ring, openSealed(ring, sealed, context), context);
}
