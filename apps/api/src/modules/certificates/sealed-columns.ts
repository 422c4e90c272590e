/**
 * Where the secret store keeps sealed values (decision 068), and the two things done to all of them:
 * the start-up check (every sealed value names a key the configuration has, or start-up stops naming
 * SECRETS_KEY) and the rotation (every value sealed again under the current key, in batches claimed
 * FOR UPDATE SKIP LOCKED: safe to repeat and to run beside a running server).
 */
import { and, eq, not, or, sql, type AnyColumn } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { clientCertificate, installationCertificate, transmitterCertificate } from '../../db/schema.ts';
import { openSealed, reseal, sealedKeyId, type SecretKeyRing } from '../../lib/secrets.ts';

/** each sealed value is bound to its table, column and owner: a copy in another row does not open */
export const INSTALLATION_CONTEXT = {
  p12: 'installation_certificate.p12',
  password: 'installation_certificate.password',
} as const;
export const clientContext = (t: TenantRef) => ({
  p12: `client_certificate.p12:${t.CODADM}:${t.CODCLI}`,
  password: `client_certificate.password:${t.CODADM}:${t.CODCLI}`,
});

/** the administrator's transmitter certificate (decision 079): bound to its CODADM */
export const transmitterContext = (codadm: number) => ({
  p12: `transmitter_certificate.p12:${codadm}`,
  password: `transmitter_certificate.password:${codadm}`,
});

export class SecretsKeyError extends Error {}

const keyIdSql = (column: AnyColumn) => sql<string>`split_part(${column}, '.', 2)`;

async function keyIdsInUse(db: Db): Promise<Set<string>> {
  const cols = [
    [clientCertificate, clientCertificate.p12Sealed, clientCertificate.passwordSealed],
    [installationCertificate, installationCertificate.p12Sealed, installationCertificate.passwordSealed],
    [transmitterCertificate, transmitterCertificate.p12Sealed, transmitterCertificate.passwordSealed],
  ] as const;
  const ids = new Set<string>();
  for (const [table, a, b] of cols)
    for (const column of [a, b]) {
      const rows = await db.selectDistinct({ id: keyIdSql(column) }).from(table);
      for (const r of rows) ids.add(r.id);
    }
  return ids;
}

/**
 * Start-up: every sealed value names a configured key, and the installation's opens. Otherwise the
 * configured key is not the one the rows were sealed with (or an old one was dropped too soon).
 */
export async function assertSecretsOpen(db: Db, keys: SecretKeyRing): Promise<void> {
  const unknown = [...(await keyIdsInUse(db))].filter((id) => !keys.byId.has(id));
  if (unknown.length)
    throw new SecretsKeyError(
      `SECRETS_KEY: os segredos gravados foram selados com outra chave (id ${unknown.join(', ')}); ` +
        'configure a chave correta em SECRETS_KEY, ou a anterior em SECRETS_KEY_OLD até rodar npm run secrets:rotate.',
    );
  const [row] = await db
    .select({ p: installationCertificate.passwordSealed })
    .from(installationCertificate)
    .limit(1);
  try {
    if (row) openSealed(keys, row.p, INSTALLATION_CONTEXT.password);
  } catch {
    throw new SecretsKeyError('SECRETS_KEY: o certificado da instalação não abre com a chave configurada.');
  }
}

const notUnder = (column: AnyColumn, keys: SecretKeyRing) =>
  not(sql`${column} like ${`s1.${keys.current.id}.%`}`);

/** Seals every value again under the current key; answers how many rows changed. */
export async function rotateSecrets(db: Db, keys: SecretKeyRing, batch = 50): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(clientCertificate)
        .where(
          or(notUnder(clientCertificate.p12Sealed, keys), notUnder(clientCertificate.passwordSealed, keys)),
        )
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const r of rows) {
        const ctx = clientContext({ CODADM: r.codadm, CODCLI: r.codcli });
        await tx
          .update(clientCertificate)
          .set({
            p12Sealed: reseal(keys, r.p12Sealed, ctx.p12),
            passwordSealed: reseal(keys, r.passwordSealed, ctx.password),
          })
          .where(and(eq(clientCertificate.codadm, r.codadm), eq(clientCertificate.codcli, r.codcli)));
      }
      return rows.length;
    });
    total += n;
    if (n < batch) break;
  }
  total += await rotateTransmitters(db, keys, batch);
  const [inst] = await db.select().from(installationCertificate).limit(1);
  if (
    inst &&
    (sealedKeyId(inst.p12Sealed) !== keys.current.id || sealedKeyId(inst.passwordSealed) !== keys.current.id)
  ) {
    await db
      .update(installationCertificate)
      .set({
        p12Sealed: reseal(keys, inst.p12Sealed, INSTALLATION_CONTEXT.p12),
        passwordSealed: reseal(keys, inst.passwordSealed, INSTALLATION_CONTEXT.password),
      })
      .where(eq(installationCertificate.id, inst.id));
    total += 1;
  }
  return total;
}

/** The transmitter certificates (decision 079), as the clients' above: claimed in batches, skip locked. */
async function rotateTransmitters(db: Db, keys: SecretKeyRing, batch: number): Promise<number> {
  const t = transmitterCertificate;
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(t)
        .where(or(notUnder(t.p12Sealed, keys), notUnder(t.passwordSealed, keys)))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const r of rows) {
        const ctx = transmitterContext(r.codadm);
        await tx
          .update(t)
          .set({
            p12Sealed: reseal(keys, r.p12Sealed, ctx.p12),
            passwordSealed: reseal(keys, r.passwordSealed, ctx.password),
          })
          .where(eq(t.codadm, r.codadm));
      }
      return rows.length;
    });
    total += n;
    if (n < batch) return total;
  }
}
