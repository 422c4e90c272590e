/**
 * The administrator's transmitter certificate (issue 34 §1, decision 079): an accounting office
 * (one CODADM) serving several clients may sign and send their eSocial events with its own e-CNPJ
 * (ideTransmissor). Uploaded by the ADMIN with the CNPJ it belongs to, read and refused exactly as a
 * client's (accept-upload.ts) and, since it serves only eSocial, also refused when it is not an
 * ICP-Brasil e-CNPJ of that CNPJ. Sealed at rest bound to its CODADM; only the facts leave here.
 */
import { eq } from 'drizzle-orm';
import {
  cnpjCharacters,
  cnpjRoot,
  ESOCIAL_SETTINGS_MSG,
  isValidCnpj,
  type TenantRef,
  type TransmitterCertificateAnswer,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { transmitterCertificate } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { openSealed, seal } from '../../lib/secrets.ts';
import { writeAudit } from '../audit/index.ts';
import { acceptUpload, answerOf } from './accept-upload.ts';
import { readPkcs12, type CertificateFacts, type SigningMaterial } from './read-pkcs12.ts';
import { transmitterContext } from './sealed-columns.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Row = typeof transmitterCertificate.$inferSelect;

const byAdmin = (codadm: number) => eq(transmitterCertificate.codadm, codadm);

function answer(row: (CertificateFacts & { cnpjTransmissor: string }) | undefined, uploadedAt: Date | null) {
  if (!row) return { CERTIFICADO: null };
  const { ORIGEM: _origin, ...facts } = answerOf('CLIENTE', row, uploadedAt);
  return { CERTIFICADO: { ...facts, CNPJ_TRANSMISSOR: row.cnpjTransmissor } };
}

export async function transmitterCertificateAnswer(
  ctx: Ctx,
  codadm: number,
): Promise<TransmitterCertificateAnswer> {
  const [row] = await ctx.db.select().from(transmitterCertificate).where(byAdmin(codadm));
  return answer(row, row?.uploadedAt ?? null);
}

/** the declared CNPJ, 14 characters, or a pt-BR 400 */
function declaredCnpj(cnpj: string): string {
  if (!cnpj.trim()) throw badRequest(ESOCIAL_SETTINGS_MSG.transmitterCnpjRequired, { field: 'CNPJ' });
  const chars = cnpjCharacters(cnpj);
  if (!isValidCnpj(chars)) throw badRequest(ESOCIAL_SETTINGS_MSG.transmitterCnpjInvalid, { field: 'CNPJ' });
  return chars;
}

/** A certificate eSocial would refuse from a transmitter is refused at the upload already. */
function assertTransmitterFacts(facts: CertificateFacts, cnpj: string): void {
  if (!facts.icpBrasil) throw badRequest(ESOCIAL_SETTINGS_MSG.transmitterNotIcp);
  if (!facts.cnpj) throw badRequest(ESOCIAL_SETTINGS_MSG.transmitterNoCnpj);
  if (cnpjRoot(facts.cnpj) !== cnpjRoot(cnpj))
    throw badRequest(ESOCIAL_SETTINGS_MSG.transmitterOtherCnpj(facts.cnpj), { field: 'CNPJ' });
}

function audit(
  db: Db,
  tenant: TenantRef,
  actor: string,
  action: string,
  value: { oldValue?: string; newValue?: string },
) {
  return writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'admin_account',
    entityId: tenant.CODADM,
    action,
    field: 'certificado do transmissor',
    ...value,
  });
}

/** `tenant`: the client the ADMIN acts from (X-Cliente); the certificate is its CODADM's. */
export async function saveTransmitterCertificate(
  ctx: Ctx,
  tenant: TenantRef,
  actor: string,
  upload: { bytes: Buffer; password: string; cnpj: string },
): Promise<TransmitterCertificateAnswer> {
  const cnpjTransmissor = declaredCnpj(upload.cnpj);
  const now = Date.now();
  const { facts } = acceptUpload(upload.bytes, upload.password, now);
  assertTransmitterFacts(facts, cnpjTransmissor);
  const context = transmitterContext(tenant.CODADM);
  const keys = ctx.config.secretKeys;
  const values = {
    p12Sealed: seal(keys, upload.bytes, context.p12),
    passwordSealed: seal(keys, upload.password, context.password),
    ...facts,
    cnpjTransmissor,
    uploadedAt: new Date(now),
    uploadedBy: actor,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(transmitterCertificate)
      .values({ codadm: tenant.CODADM, ...values })
      .onConflictDoUpdate({ target: transmitterCertificate.codadm, set: values });
    await audit(tx, tenant, actor, 'certificado enviado', { newValue: facts.subject });
  });
  return { ...answer(values, values.uploadedAt), message: ESOCIAL_SETTINGS_MSG.transmitterSaved };
}

export async function removeTransmitterCertificate(
  ctx: Ctx,
  tenant: TenantRef,
  actor: string,
): Promise<TransmitterCertificateAnswer> {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(transmitterCertificate)
      .where(byAdmin(tenant.CODADM))
      .returning({ subject: transmitterCertificate.subject });
    if (!gone) throw notFound(ESOCIAL_SETTINGS_MSG.transmitterNotFound);
    await audit(tx, tenant, actor, 'certificado removido', { oldValue: gone.subject });
  });
  return { CERTIFICADO: null, message: ESOCIAL_SETTINGS_MSG.transmitterRemoved };
}

export interface TransmitterIdentity extends SigningMaterial {
  /** the CNPJ declared at the upload: ideTransmissor's nrInsc */
  cnpjTransmissor: string;
}

/** The administrator's transmitter signing material, or null when none was uploaded. */
export async function transmitterSignerOf(ctx: Ctx, codadm: number): Promise<TransmitterIdentity | null> {
  const [row]: Row[] = await ctx.db.select().from(transmitterCertificate).where(byAdmin(codadm));
  if (!row) return null;
  const keys = ctx.config.secretKeys;
  const c = transmitterContext(codadm);
  const p12 = openSealed(keys, row.p12Sealed, c.p12);
  const material = readPkcs12(p12, openSealed(keys, row.passwordSealed, c.password).toString('utf8'));
  return { ...material, cnpjTransmissor: row.cnpjTransmissor };
}
