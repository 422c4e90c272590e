import { useState } from 'react';
import { Image } from '@mantine/core';
import { logoKey, type TenantRef } from '@admissao/domain';

export const DEFAULT_LOGO = '/default-logo.svg';

export interface ClientLogoProps {
  client: (TenantRef & { NOMECLI?: string }) | null | undefined;
  /** explicit URL (ClientCard.LOGO); otherwise /api/image/logo/{AA_CCC} */
  src?: string | null;
  h?: number;
  maw?: number;
  /** the name is written beside the logo: empty alt */
  decorative?: boolean;
}

/** Client logo with the product logo as fallback when none is set or it fails to load. */
export function ClientLogo({ client, src, h = 40, maw = 180, decorative = false }: ClientLogoProps) {
  const url = src || (client ? `/api/image/logo/${logoKey(client)}` : DEFAULT_LOGO);
  const [failed, setFailed] = useState<string | null>(null);
  const alt = client?.NOMECLI ? `Logotipo de ${client.NOMECLI}` : 'Logotipo Admissão';
  return (
    <Image
      src={failed === url ? DEFAULT_LOGO : url}
      alt={decorative ? '' : alt}
      h={h}
      maw={maw}
      w="auto"
      fit="contain"
      onError={() => setFailed(url)}
    />
  );
}
