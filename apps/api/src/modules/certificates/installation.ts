/**
 * The installation's own certificate (decision 068): made at first start (RSA 2048, self-signed, 10
 * years, the subject naming the installation), kept sealed like a client's, and used to sign when a
 * client has uploaded none. It is never ICP-Brasil, and every place that shows it says so.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { installationCertificate } from '../../db/schema.ts';
import { seal, type SecretKeyRing } from '../../lib/secrets.ts';
import { makePkcs12 } from './make-certificate.ts';
import { readPkcs12 } from './read-pkcs12.ts';
import { INSTALLATION_CONTEXT } from './sealed-columns.ts';

const TEN_YEARS_MS = 3653 * 86_400_000;

/** the row, made now when the installation has none yet (several processes at once make one) */
export async function ensureInstallationCertificate(db: Db, keys: SecretKeyRing, appUrl: string) {
  const [row] = await db.select().from(installationCertificate).limit(1);
  if (row) return row;
  const password = randomBytes(24).toString('base64url');
  const host = new URL(appUrl).host.slice(0, 50);
  const p12 = makePkcs12({
    subject: [
      { name: 'commonName', value: `Admissão — instalação ${host} (não ICP-Brasil)` },
      { name: 'organizationName', value: 'Admissão' },
      { name: 'organizationalUnitName', value: 'Certificado da instalação, não ICP-Brasil' },
    ],
    notAfter: new Date(Date.now() + TEN_YEARS_MS),
    password,
  });
  const { facts } = readPkcs12(p12, password);
  await db
    .insert(installationCertificate)
    .values({
      id: 1,
      p12Sealed: seal(keys, p12, INSTALLATION_CONTEXT.p12),
      passwordSealed: seal(keys, password, INSTALLATION_CONTEXT.password),
      ...facts,
      // whatever the file says, the installation's is never counted as ICP-Brasil
      icpBrasil: false,
    })
    .onConflictDoNothing();
  const [made] = await db.select().from(installationCertificate).limit(1);
  return made!;
}
