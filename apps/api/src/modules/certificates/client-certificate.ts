/**
 * The client's certificate (decision 068): upload (ADMIN), what is installed, removal, and the one
 * door to the signing material (`signerOf`) for the code that signs. Only the public facts leave
 * this module; the file and its password are sealed before they are stored and opened only to sign.
 */
import { and, eq } from 'drizzle-orm';
import { CERTIFICATE_MSG, type CertificateAnswer, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { clientCertificate } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { openSealed, seal } from '../../lib/secrets.ts';
import { ensureInstallationCertificate } from './installation.ts';
import { acceptUpload, answerOf } from './accept-upload.ts';
import { readPkcs12, type SigningMaterial } from './read-pkcs12.ts';
import { clientContext, INSTALLATION_CONTEXT } from './sealed-columns.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

const ofTenant = (t: TenantRef) =>
  and(eq(clientCertificate.codadm, t.CODADM), eq(clientCertificate.codcli, t.CODCLI));

const installation = (ctx: Ctx) =>
  ensureInstallationCertificate(ctx.db, ctx.config.secretKeys, ctx.config.appUrl);

/** What signs for the client: its own certificate, or the installation's. Public facts only. */
export async function certificateAnswer(ctx: Ctx, tenant: TenantRef): Promise<CertificateAnswer> {
  const [row] = await ctx.db.select().from(clientCertificate).where(ofTenant(tenant));
  if (row) return answerOf('CLIENTE', row, row.uploadedAt);
  return answerOf('INSTALACAO', await installation(ctx), null);
}

export async function saveClientCertificate(
  ctx: Ctx,
  tenant: TenantRef,
  actor: string,
  bytes: Buffer,
  password: string,
): Promise<CertificateAnswer> {
  const now = Date.now();
  const { facts } = acceptUpload(bytes, password, now);
  const context = clientContext(tenant);
  const keys = ctx.config.secretKeys;
  const values = {
    p12Sealed: seal(keys, bytes, context.p12),
    passwordSealed: seal(keys, password, context.password),
    ...facts,
    uploadedAt: new Date(now),
    uploadedBy: actor,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(clientCertificate)
      .values({ codadm: tenant.CODADM, codcli: tenant.CODCLI, ...values })
      .onConflictDoUpdate({ target: [clientCertificate.codadm, clientCertificate.codcli], set: values });
    await auditCertificate(tx, tenant, actor, 'certificado enviado', { newValue: facts.subject });
  });
  return { ...answerOf('CLIENTE', facts, values.uploadedAt, now), message: CERTIFICATE_MSG.saved };
}

/**
 * The audit row of an upload or a removal, in the same transaction as the change: the subject only,
 * never the file, its password or its key.
 */
function auditCertificate(
  db: Db,
  tenant: TenantRef,
  actor: string,
  action: 'certificado enviado' | 'certificado removido',
  subject: { oldValue?: string; newValue?: string },
) {
  return writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'client',
    entityId: `${tenant.CODADM}:${tenant.CODCLI}`,
    action,
    field: 'certificado',
    ...subject,
  });
}

export async function removeClientCertificate(
  ctx: Ctx,
  tenant: TenantRef,
  actor: string,
): Promise<CertificateAnswer> {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(clientCertificate)
      .where(ofTenant(tenant))
      .returning({ subject: clientCertificate.subject });
    if (!gone) throw notFound(CERTIFICATE_MSG.notFound);
    await auditCertificate(tx, tenant, actor, 'certificado removido', { oldValue: gone.subject });
  });
  return { ...(await certificateAnswer(ctx, tenant)), message: CERTIFICATE_MSG.removed };
}

export interface SigningIdentity extends SigningMaterial {
  origin: CertificateAnswer['ORIGEM'];
}

/**
 * The signing material for a client (issue 33's PAdES seal, issue 34's XML signature and mutual
 * TLS): its own certificate or, when it has none, the installation's (facts.icpBrasil false).
 */
export async function signerOf(ctx: Ctx, tenant: TenantRef): Promise<SigningIdentity> {
  const keys = ctx.config.secretKeys;
  const [row] = await ctx.db.select().from(clientCertificate).where(ofTenant(tenant));
  if (row) {
    const c = clientContext(tenant);
    const p12 = openSealed(keys, row.p12Sealed, c.p12);
    return {
      ...readPkcs12(p12, openSealed(keys, row.passwordSealed, c.password).toString('utf8')),
      origin: 'CLIENTE',
    };
  }
  const inst = await installation(ctx);
  const p12 = openSealed(keys, inst.p12Sealed, INSTALLATION_CONTEXT.p12);
  const material = readPkcs12(
    p12,
    openSealed(keys, inst.passwordSealed, INSTALLATION_CONTEXT.password).toString('utf8'),
  );
  return { ...material, facts: { ...material.facts, icpBrasil: false }, origin: 'INSTALACAO' };
}
