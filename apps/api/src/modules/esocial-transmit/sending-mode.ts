/**
 * The one place that says who signs and sends a client's eSocial events (decision 079), for the
 * sending pipeline (`sendingIdentityOf`, sending-identity.ts, calls `esocialSendingOf`):
 * - EMPREGADOR: the client's own certificate, through `esocialSignerOf` (decision 075's rules: ICP-
 *   Brasil, in force, the employer's CNPJ root); ideTransmissor is the certificate's CNPJ.
 * - TRANSMISSOR: the administrator's transmitter certificate, under the same rules (signingRefusal)
 *   but with the transmitter's own declared CNPJ in place of the employer's; ideTransmissor is that
 *   CNPJ. The employer's electronic power of attorney (procuração) to the transmitter in the eSocial
 *   portal is taken for granted: the product cannot see it, and the service refuses the batch
 *   without it.
 * - FOLHA: nothing signs; the caller refuses the send with a 409 (`assertTransmits`).
 * A refusal is an EsocialSignRefusal with a pt-BR message, as esocialSignerOf's.
 */
import { ESOCIAL_SETTINGS_MSG, formatDateBR, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-errors.ts';
import {
  transmitterSignerOf,
  type SigningMaterial,
  type TransmitterIdentity,
} from '../certificates/index.ts';
import { EsocialSignRefusal, signingRefusal } from './sign-event.ts';
import { esocialSignerOf } from './signer.ts';
import { esocialSettingsOf } from '../esocial-settings/index.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Reason = EsocialSignRefusal['reason'];

export type EsocialSending =
  | { mode: 'FOLHA' }
  | {
      mode: 'EMPREGADOR' | 'TRANSMISSOR';
      identity: SigningMaterial;
      /** ideTransmissor of the batch: a CNPJ (tpInsc 1), 14 digits */
      transmissor: { tpInsc: 1; nrInsc: string };
    };
export type EsocialTransmitting = Exclude<EsocialSending, { mode: 'FOLHA' }>;

/** the transmitter's wording of each of signingRefusal's reasons */
const TRANSMITTER_REFUSAL = {
  notIcpBrasil: () => ESOCIAL_SETTINGS_MSG.transmitterNotIcp,
  expired: (f) => ESOCIAL_SETTINGS_MSG.transmitterExpired(formatDateBR(f.notAfter)),
  notYetValid: (f) => ESOCIAL_SETTINGS_MSG.transmitterNotYetValid(formatDateBR(f.notBefore)),
  otherCnpj: (f) => ESOCIAL_SETTINGS_MSG.transmitterOtherCnpj(f.cnpj ?? ''),
  noCnpj: () => ESOCIAL_SETTINGS_MSG.transmitterNoCnpj,
} as const satisfies Record<Reason, (f: TransmitterIdentity['facts']) => string>;

async function viaTransmitter(ctx: Ctx, tenant: TenantRef, now?: Date): Promise<EsocialTransmitting> {
  const identity = await transmitterSignerOf(ctx, tenant.CODADM);
  // none uploaded: as the employer without one (the installation's), not a certificate eSocial takes
  if (!identity) throw new EsocialSignRefusal('notIcpBrasil', ESOCIAL_SETTINGS_MSG.noTransmitterCertificate);
  const refusal = signingRefusal(identity.facts, { now, employerCnpj: identity.cnpjTransmissor });
  if (refusal)
    throw new EsocialSignRefusal(refusal.reason, TRANSMITTER_REFUSAL[refusal.reason](identity.facts));
  return { mode: 'TRANSMISSOR', identity, transmissor: { tpInsc: 1, nrInsc: identity.cnpjTransmissor } };
}

/**
 * Who signs and sends for the client, or throws EsocialSignRefusal (pt-BR). `employerCnpj`: the
 * client's CNPJ_EMPREGADOR; `now`: the clock the certificates' validity is judged by; `mode`: this
 * one instead of the client's setting (the polling of a batch sent before a switch to FOLHA).
 */
export async function esocialSendingOf(
  ctx: Ctx,
  tenant: TenantRef,
  o: { employerCnpj: string; now?: Date; mode?: EsocialSending['mode'] },
): Promise<EsocialSending> {
  const TRANSMISSAO = o.mode ?? (await esocialSettingsOf(ctx.db, tenant)).TRANSMISSAO;
  if (TRANSMISSAO === 'FOLHA') return { mode: 'FOLHA' };
  if (TRANSMISSAO === 'TRANSMISSOR') return viaTransmitter(ctx, tenant, o.now);
  const identity = await esocialSignerOf(ctx, tenant, { employerCnpj: o.employerCnpj, now: o.now });
  // esocialSignerOf refuses a certificate without a CNPJ when the employer's is given
  return { mode: 'EMPREGADOR', identity, transmissor: { tpInsc: 1, nrInsc: identity.facts.cnpj! } };
}

/** 'a folha transmite': the send is refused with a pt-BR 409 that says so */
export function assertTransmits(sending: EsocialSending): asserts sending is EsocialTransmitting {
  if (sending.mode === 'FOLHA') throw new HttpError(409, ESOCIAL_SETTINGS_MSG.folhaTransmits);
}
