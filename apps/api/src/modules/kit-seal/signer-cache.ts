/**
 * Who seals a client's kit: the certificates module's signing identity (the client's PKCS#12, or the
 * installation's certificate when it has none) adapted to the seal's `Signer`, and kept per client.
 * `signerOf` opens the sealed columns and re-reads the PKCS#12 (~80 ms, on the event loop), which
 * would be most of a seal's time; the cache is keyed by a stamp of the certificate in use (its serial
 * and upload time, read from one small row per seal), so an upload or a removal is seen on the next
 * document without any notice between processes.
 */
import { and, eq } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { clientCertificate, installationCertificate } from '../../db/schema.ts';
import { signerOf, type SigningIdentity } from '../certificates/index.ts';
import type { Signer } from '../signature/index.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

export interface KitSigner {
  signer: Signer;
  origin: SigningIdentity['origin'];
  /** the certificate's subject and serial (logs and tests; never a secret) */
  subject: string;
  serial: string;
}

/** The seal's shape: the key and the DER chain, signer first. */
export const asSealSigner = (identity: SigningIdentity): Signer => ({
  privateKey: identity.privateKey,
  certificates: [identity.certificateDer, ...identity.chainDer],
});

/** which certificate signs for the client now: 'C:<serial>:<uploaded>' or 'I:<serial>:<created>' */
async function stampOf(ctx: Ctx, tenant: TenantRef): Promise<string | null> {
  const [own] = await ctx.db
    .select({ serial: clientCertificate.serial, at: clientCertificate.uploadedAt })
    .from(clientCertificate)
    .where(and(eq(clientCertificate.codadm, tenant.CODADM), eq(clientCertificate.codcli, tenant.CODCLI)));
  if (own) return `C:${own.serial}:${own.at.toISOString()}`;
  const [inst] = await ctx.db
    .select({ serial: installationCertificate.serial, at: installationCertificate.createdAt })
    .from(installationCertificate)
    .limit(1);
  // none yet: signerOf makes it
  return inst ? `I:${inst.serial}:${inst.at.toISOString()}` : null;
}

export interface SignerCache {
  of(tenant: TenantRef): Promise<KitSigner>;
  /** how many times signerOf was called (the bench and the tests) */
  readonly loads: number;
}

export function createSignerCache(ctx: Ctx): SignerCache {
  const byTenant = new Map<string, { stamp: string; signer: KitSigner }>();
  let loads = 0;
  return {
    get loads() {
      return loads;
    },
    async of(tenant) {
      const key = `${tenant.CODADM}:${tenant.CODCLI}`;
      let stamp = await stampOf(ctx, tenant);
      const hit = byTenant.get(key);
      if (hit && stamp && hit.stamp === stamp) return hit.signer;
      loads++;
      const identity = await signerOf(ctx, tenant);
      // the installation's certificate was made just now by signerOf: its stamp exists now
      stamp ??= await stampOf(ctx, tenant);
      const signer: KitSigner = {
        signer: asSealSigner(identity),
        origin: identity.origin,
        subject: identity.facts.subject,
        serial: identity.facts.serial,
      };
      // cached only when it is the certificate the stamp named (not one changed in between)
      const expected = identity.origin === 'CLIENTE' ? 'C' : 'I';
      if (stamp && stamp.startsWith(`${expected}:${identity.facts.serial}:`))
        byTenant.set(key, { stamp, signer });
      else byTenant.delete(key);
      return signer;
    },
  };
}
