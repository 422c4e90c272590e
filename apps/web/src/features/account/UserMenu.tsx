import { Suspense, useCallback, useState } from 'react';
import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useNavigate } from 'react-router';
import { isStaffRole } from '@admissao/domain';
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
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
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
        </Menu.Target>
        <Menu.Dropdown>
          {staff && <Menu.Item onClick={() => setDialog('data')}>Dados</Menu.Item>}
          <Menu.Item onClick={() => setDialog('password')}>Senha</Menu.Item>
          {!staff && <Menu.Item onClick={() => setDialog('prefs')}>Exibição</Menu.Item>}
          {lgpd && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={() => navigate('/admin/requisicoes')}>Requisições LGPD</Menu.Item>
              <Menu.Item onClick={() => navigate('/admin/acessos')}>Registro de acessos</Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Item color="red.9" onClick={() => navigate('/logout')}>
            Sair
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {staff && dialog === 'data' && <UserDataDialog opened onClose={close} />}
        {dialog === 'password' && <ChangePasswordDialog opened onClose={close} />}
        {!staff && dialog === 'prefs' && <DisplayPrefsDialog opened onClose={close} />}
      </Suspense>
    </>
  );
}
