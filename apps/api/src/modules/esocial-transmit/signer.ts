/**
 * Where the product chooses the certificate that signs a client's eSocial events (decision 075): the
 * client's own, through the one door to signing material (certificates' `signerOf`). The
 * installation's (never ICP-Brasil), an expired one, one not yet valid or another company's is refused
 * here, in pt-BR, before any event is built, signed or sent.
 */
import type { TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { signerOf, type SigningIdentity } from '../certificates/index.ts';
import { signingRefusal } from './sign-event.ts';

/**
 * The client's signing identity for eSocial, or throws EsocialSignRefusal. `employerCnpj` is the
 * client's CNPJ_EMPREGADOR (14 characters): the certificate's CNPJ root must be the employer's.
 */
export async function esocialSignerOf(
  ctx: Pick<AppContext, 'db' | 'config'>,
  tenant: TenantRef,
  o: { employerCnpj: string; now?: Date },
): Promise<SigningIdentity> {
  const identity = await signerOf(ctx, tenant);
  const refusal = signingRefusal(identity.facts, o);
  if (refusal) throw refusal;
  return identity;
}
