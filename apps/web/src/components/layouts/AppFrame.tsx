import type { ReactNode } from 'react';
import { Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TenantRef } from '@admissao/domain';
import { ClientLogo } from '../ClientLogo';
import { useVersionText } from '../../lib/version';
import classes from './AppFrame.module.css';
import { MainMenu } from './MainMenu';
import type { MenuItem } from './types';

export interface AppFrameProps {
  client: (TenantRef & { NOMECLI?: string }) | null;
  menu: MenuItem[];
  userMenu: ReactNode;
  /** shown between the header and the page (status legend) */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * Main frame: header with the client logo, menu and user menu; the page; a footer with the version
 * (fixed, except on phones: AppFrame.module.css).
 */
export function AppFrame({ client, menu, userMenu, banner, children }: AppFrameProps) {
  const version = useVersionText();
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Link to="/home" aria-label="Início">
              <ClientLogo client={client} h={44} />
            </Link>
            <MainMenu items={menu} />
          </Group>
          {userMenu}
        </Group>
      </header>
      <main className={classes.main}>
        {banner}
        <Container size="xl" px={0}>
          <Box py="sm">{children}</Box>
        </Container>
      </main>
      <footer className={classes.footer}>
        <Group h="100%" px="md" justify="space-between">
          <Text size="xs" c="gray.7">
            Admissão
          </Text>
          <Text size="xs" c="gray.7" data-testid="app-version">
            {version}
          </Text>
        </Group>
      </footer>
    </div>
  );
}
