import type { ReactNode } from 'react';
import { Box, Center, Container } from '@mantine/core';
import type { TenantRef } from '@admissao/domain';
import { ClientLogo } from '../ClientLogo';

/** Minimal frame: the logo above the page, nothing else. */
export function MinimalFrame({ client, children }: { client?: TenantRef | null; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box
        component="header"
        py="md"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Center>
          <ClientLogo client={client} h={48} />
        </Center>
      </Box>
      <Container component="main" size="md" py="xl">
        {children}
      </Container>
    </Box>
  );
}
