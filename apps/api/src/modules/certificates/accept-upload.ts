/**
 * What every uploaded certificate goes through (decision 068; the client's and, decision 079, the
 * transmitter's): the size and password checks, the PKCS#12 read with its refusals in pt-BR, and
 * the validity dates; and the public facts as the screens show them. Nothing here stores anything.
 */
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MSG, type CertificateAnswer } from '@admissao/domain';
import { badRequest } from '../../lib/http-errors.ts';
import {
  CertificateReadError,
  readPkcs12,
  type CertificateFacts,
  type CertificateReadFailure,
  type SigningMaterial,
} from './read-pkcs12.ts';

const REFUSAL = {
  notPkcs12: CERTIFICATE_MSG.notPkcs12,
  wrongPassword: CERTIFICATE_MSG.wrongPassword,
  noKey: CERTIFICATE_MSG.noKey,
  tooManyRounds: CERTIFICATE_MSG.notPkcs12,
} as const satisfies Record<CertificateReadFailure, string>;

const DAY_MS = 86_400_000;

/** The material of an uploaded file, or a pt-BR 400 (wrong password, not PKCS#12, expired …). */
export function acceptUpload(bytes: Buffer, password: string, now = Date.now()): SigningMaterial {
  if (bytes.length === 0) throw badRequest(CERTIFICATE_MSG.fileRequired);
  if (bytes.length > CERTIFICATE_MAX_BYTES) throw badRequest(CERTIFICATE_MSG.tooLarge);
  if (!password) throw badRequest(CERTIFICATE_MSG.passwordRequired, { field: 'SENHA' });
  let material: SigningMaterial;
  try {
    material = readPkcs12(bytes, password);
  } catch (err) {
    if (err instanceof CertificateReadError)
      throw badRequest(REFUSAL[err.reason], err.reason === 'wrongPassword' ? { field: 'SENHA' } : {});
    throw err;
  }
  const { facts } = material;
  if (facts.notAfter.getTime() <= now) throw badRequest(CERTIFICATE_MSG.expired);
  if (facts.notBefore.getTime() > now + 5 * 60_000) throw badRequest(CERTIFICATE_MSG.notYetValid);
  return material;
}

/** whole days until the certificate expires (negative once it has) */
export const daysLeft = (notAfter: Date, now = Date.now()) => Math.floor((notAfter.getTime() - now) / DAY_MS);

export function answerOf(
  origin: CertificateAnswer['ORIGEM'],
  f: CertificateFacts,
  uploadedAt: Date | null,
  now = Date.now(),
): CertificateAnswer {
  return {
    ORIGEM: origin,
    TITULAR: f.subject,
    CNPJ: f.cnpj,
    EMISSOR: f.issuer,
    NUMERO_SERIE: f.serial,
    VALIDO_DE: f.notBefore.toISOString(),
    VALIDO_ATE: f.notAfter.toISOString(),
    DIAS_RESTANTES: daysLeft(f.notAfter, now),
    ICP_BRASIL: origin === 'CLIENTE' && f.icpBrasil,
    ENVIADO_EM: uploadedAt?.toISOString() ?? null,
  };
}
