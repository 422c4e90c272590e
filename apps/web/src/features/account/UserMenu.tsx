import { Suspense, useCallback, useState } from 'react';
import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useNavigate } from 'react-router';
import { isStaffRole } from '@admissao/domain';
import { useSession } from '../../lib/session';
import { ChangePasswordDialog, DisplayPrefsDialog, UserDataDialog } from './lazyDialogs';
import { ProfileAvatar } from './ProfileAvatar';

type Dialog = 'data' | 'password' | 'prefs' | null;

/** User menu: Dados (staff), Senha, Exibição (candidate), Sair. */
export function UserMenu() {
  const { user, candidate } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  if (!user) return null;
  const staff = isStaffRole(user.PERMISSAO);
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
