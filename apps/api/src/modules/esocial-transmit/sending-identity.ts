/**
 * Who signs and who transmits a client's eSocial events (decision 077): the one place the product
 * chooses them. Today the employer's own ICP-Brasil certificate both signs the events and opens the
 * mutual TLS connection, and the transmitter (ideTransmissor) is the employer; a client that names
 * an outsourcer will have this function answer the outsourcer's certificate and CNPJ instead — the
 * sending and the polling take whatever it answers.
 */
import { cnpjRoot, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { SigningIdentity } from '../certificates/index.ts';
import { getClientSettings } from '../settings/index.ts';
import type { Inscricao } from './batch.ts';
import type { EsocialTls } from './http-client.ts';
import { esocialSignerOf } from './signer.ts';

export interface SendingIdentity {
  /** signs each event (EsocialSignRefusal when it may not) */
  signer: SigningIdentity;
  empregador: Inscricao;
  transmissor: Inscricao;
  /** the client certificate of the connection */
  tls: EsocialTls;
}

/** The client's sending identity, or throws EsocialSignRefusal (pt-BR) when its certificate may not sign. */
export async function sendingIdentityOf(
  ctx: Pick<AppContext, 'db' | 'config'>,
  tenant: TenantRef,
  o: { now?: Date } = {},
): Promise<SendingIdentity> {
  const { CNPJ_EMPREGADOR: cnpj } = await getClientSettings(ctx.db, tenant);
  const signer = await esocialSignerOf(ctx, tenant, { employerCnpj: cnpj, now: o.now });
  return {
    signer,
    empregador: { tpInsc: 1, nrInsc: cnpjRoot(cnpj) },
    transmissor: { tpInsc: 1, nrInsc: cnpj },
    tls: { keyPem: signer.privateKeyPem, certPem: signer.certificatePem },
  };
}
