/**
 * Who signs and who transmits a client's eSocial events (decisions 077, 079): the one place the
 * pipeline asks. The client's setting decides (sending-mode.ts): its own ICP-Brasil certificate
 * signs and opens the mutual TLS connection, ideTransmissor the employer (EMPREGADOR); or the
 * administrator's transmitter certificate does both, ideTransmissor its CNPJ (TRANSMISSOR); or 'a
 * folha transmite' and nothing is sent (409). The sending and the polling take whatever it answers.
 */
import { cnpjRoot, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { SigningMaterial } from '../certificates/index.ts';
import { getClientSettings } from '../settings/index.ts';
import type { Inscricao } from './batch.ts';
import type { EsocialTls } from './http-client.ts';
import { assertTransmits, esocialSendingOf } from './sending-mode.ts';

export interface SendingIdentity {
  /** signs each event (EsocialSignRefusal when it may not) */
  signer: SigningMaterial;
  empregador: Inscricao;
  transmissor: Inscricao;
  /** the client certificate of the connection */
  tls: EsocialTls;
}

/**
 * The client's sending identity, or throws EsocialSignRefusal (pt-BR) when its certificate may not
 * sign, or a 409 under 'a folha transmite'. `polling`: a batch already sent is still followed up
 * after the client switched to 'a folha transmite', with the employer's own certificate.
 */
export async function sendingIdentityOf(
  ctx: Pick<AppContext, 'db' | 'config'>,
  tenant: TenantRef,
  o: { now?: Date; polling?: boolean } = {},
): Promise<SendingIdentity> {
  const { CNPJ_EMPREGADOR: cnpj } = await getClientSettings(ctx.db, tenant);
  let sending = await esocialSendingOf(ctx, tenant, { employerCnpj: cnpj, now: o.now });
  if (sending.mode === 'FOLHA' && o.polling)
    sending = await esocialSendingOf(ctx, tenant, { employerCnpj: cnpj, now: o.now, mode: 'EMPREGADOR' });
  assertTransmits(sending);
  return {
    signer: sending.identity,
    empregador: { tpInsc: 1, nrInsc: cnpjRoot(cnpj) },
    transmissor: sending.transmissor,
    tls: { keyPem: sending.identity.privateKeyPem, certPem: sending.identity.certificatePem },
  };
}
