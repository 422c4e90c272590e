import { Suspense, useCallback, useState } from 'react';
import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useNavigate } from 'react-router';
import { isStaffRole } from '@admissao/domain';
import { LazyMenu } from '../../components/LazyMenu';
import type { MenuEntry } from '../../components/menu-entries';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { ChangePasswordDialog, DisplayPrefsDialog, UserDataDialog } from './lazyDialogs';
import { ProfileAvatar } from './ProfileAvatar';

type Dialog = 'data' | 'password' | 'prefs' | null;

/**
 * User menu: Dados (staff), Senha, Exibição (candidate), Sair; for an ADMIN or a MANAGER with the LOG
 * flag, the LGPD screens (decisions 036, 038) — the main menu's width is pinned, and a MANAGER has no
 * Configurações to reach them from.
 */
export function UserMenu() {
  const { user, candidate } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const permissions = usePermissions();
  const close = useCallback(() => setDialog(null), []);
  if (!user) return null;
  const staff = isStaffRole(user.PERMISSAO);
  const lgpd = staff && (user.PERMISSAO === 'ADMIN' || Boolean(permissions.data?.LOG));
  const name = staff ? user.NOMEUSUARIO : (candidate?.NOME ?? user.NOMEUSUARIO);
  const entries: MenuEntry[] = [
    ...(staff ? [{ key: 'data', label: 'Dados', onClick: () => setDialog('data') }] : []),
    { key: 'password', label: 'Senha', onClick: () => setDialog('password') },
    ...(staff ? [] : [{ key: 'prefs', label: 'Exibição', onClick: () => setDialog('prefs') }]),
    ...(lgpd
      ? [
          { key: 'lgpd', divider: true as const },
          { key: 'requests', label: 'Requisições LGPD', onClick: () => navigate('/admin/requisicoes') },
          { key: 'log', label: 'Registro de acessos', onClick: () => navigate('/admin/acessos') },
        ]
      : []),
    { key: 'exit', divider: true },
    { key: 'logout', label: 'Sair', color: 'red.9', onClick: () => navigate('/logout') },
  ];
  return (
    <>
      <LazyMenu
        position="bottom-end"
        target={
          <UnstyledButton data-testid="user-menu">
            <VisuallyHidden>Menu do usuário {name}</VisuallyHidden>
            <Group gap="xs" wrap="nowrap" aria-hidden="true">
              <Box>
                <ProfileAvatar name={name} codUsuario={user.CODUSUARIO} photo={staff} />
              </Box>
              <Text size="sm" fw={500} visibleFrom="xl" maw={160} truncate>
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        }
        entries={entries}
      />
      <Suspense fallback={null}>
        {staff && dialog === 'data' && <UserDataDialog opened onClose={close} />}
        {dialog === 'password' && <ChangePasswordDialog opened onClose={close} />}
        {!staff && dialog === 'prefs' && <DisplayPrefsDialog opened onClose={close} />}
      </Suspense>
    </>
  );
}
