import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { CONFIG_MSG, MSG, type StaffUserCreate } from '@admissao/domain';
import { IconPlus } from '../../components/icons';
import { actionsColumn, EditRowAction, RowActions } from '../../components/table/RowActions';
import { tableTexts } from '../../components/table/tableTexts';
import { useLocalPaging } from '../../components/table/useLocalPaging';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session';
import {
  createStaffUser,
  errorDetail,
  fetchGrantableClients,
  fetchStaffUsers,
  resendPassword,
  ROLE_LABELS,
  STAFF_USERS_KEY,
  updateOf,
  updateStaffUser,
  type StaffUser,
} from './api';
import { StaffUserDialog } from './StaffUserDialog';

/** /admin/usuarios (ADMIN, beyond the spec): the admin account's staff users. */
export function StaffUsersPage() {
  const me = useSession().user?.CODUSUARIO;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ user: StaffUser | null } | null>(null);
  const users = useQuery({
    queryKey: STAFF_USERS_KEY,
    queryFn: async () => {
      try {
        return await fetchStaffUsers();
      } catch (e) {
        notifyError(MSG.fetchError, errorDetail(e));
        throw e;
      }
    },
    retry: false,
  });
  const clients = useQuery({
    queryKey: [...STAFF_USERS_KEY, 'clients'],
    queryFn: fetchGrantableClients,
    retry: false,
  });
  const list = users.data ?? [];
  const { records, paging } = useLocalPaging(list);
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY });

  const save = async (values: StaffUserCreate & { ATIVO?: boolean }): Promise<boolean> => {
    const editing = dialog?.user;
    // the login never changes; ATIVO changes only through Desativar / Reativar (with confirmation)
    const { USUARIO: _login, ATIVO: _active, ...changes } = values;
    try {
      const answer = editing
        ? await updateStaffUser(editing.CODUSUARIO, updateOf(editing, changes))
        : await createStaffUser(values);
      notifySuccess(answer?.message ?? (editing ? CONFIG_MSG.userUpdated : CONFIG_MSG.userCreated));
      await refresh();
      return true;
    } catch (e) {
      notifyError('Erro ao salvar', errorDetail(e));
      return false;
    }
  };

  const setActive = (u: StaffUser, ATIVO: boolean) =>
    modals.openConfirmModal({
      title: ATIVO ? 'Reativar usuário' : 'Desativar usuário',
      centered: true,
      children: (
        <Text size="sm">
          {ATIVO
            ? `Reativar ${u.NOMEUSUARIO}? O usuário volta a entrar com a senha que tinha.`
            : `Desativar ${u.NOMEUSUARIO}? As sessões abertas são encerradas imediatamente e o usuário não consegue mais entrar.`}
        </Text>
      ),
      labels: { confirm: ATIVO ? 'Reativar' : 'Desativar', cancel: 'Cancelar' },
      confirmProps: { color: ATIVO ? 'blue' : 'red' },
      onConfirm: async () => {
        try {
          await updateStaffUser(u.CODUSUARIO, updateOf(u, { ATIVO }));
          notifySuccess(ATIVO ? 'Usuário reativado.' : 'Usuário desativado.');
          await refresh();
        } catch (e) {
          notifyError('Erro ao salvar', errorDetail(e));
        }
      },
    });

  const sendPassword = (u: StaffUser) =>
    modals.openConfirmModal({
      title: 'Nova senha',
      centered: true,
      children: (
        <Text size="sm">
          Enviar uma nova senha para {u.EMAIL}? As sessões abertas de {u.NOMEUSUARIO} são encerradas.
        </Text>
      ),
      labels: { confirm: 'Enviar', cancel: 'Cancelar' },
      onConfirm: async () => {
        try {
          const answer = await resendPassword(u.CODUSUARIO);
          notifySuccess(answer?.message ?? CONFIG_MSG.userPasswordSent);
        } catch (e) {
          notifyError('Erro ao redefinir senha', errorDetail(e));
        }
      },
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Usuários
        </Title>
        <Button leftSection={<IconPlus />} onClick={() => setDialog({ user: null })}>
          Novo usuário
        </Button>
      </Group>
      <DataTable<StaffUser>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={list.length ? undefined : 160}
        idAccessor="CODUSUARIO"
        records={records}
        fetching={users.isFetching}
        columns={[
          { accessor: 'USUARIO', title: 'Usuário' },
          { accessor: 'NOMEUSUARIO', title: 'Nome' },
          { accessor: 'EMAIL', title: 'E-mail' },
          { accessor: 'PERMISSAO', title: 'Perfil', render: (u) => ROLE_LABELS[u.PERMISSAO] },
          {
            accessor: 'CLIENTES',
            title: 'Clientes',
            render: (u) => u.CLIENTES.map((c) => c.CODCLI).join(', '),
          },
          {
            accessor: 'ATIVO',
            title: 'Situação',
            render: (u) => (
              <Text size="sm" fw={600}>
                {u.ATIVO ? 'Ativo' : 'Inativo'}
              </Text>
            ),
          },
          actionsColumn<StaffUser>(260, (u) => (
            <RowActions>
              <EditRowAction name={u.USUARIO} onClick={() => setDialog({ user: u })} />
              <Button size="compact-sm" variant="subtle" onClick={() => sendPassword(u)} disabled={!u.ATIVO}>
                Nova senha
              </Button>
              {u.CODUSUARIO !== me ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color={u.ATIVO ? 'red' : 'blue'}
                  onClick={() => setActive(u, !u.ATIVO)}
                >
                  {u.ATIVO ? 'Desativar' : 'Reativar'}
                </Button>
              ) : null}
            </RowActions>
          )),
        ]}
        {...paging}
        {...tableTexts()}
        noRecordsText="Nenhum usuário"
      />
      <StaffUserDialog
        opened={dialog !== null}
        user={dialog?.user ?? null}
        clients={clients.data ?? []}
        onClose={() => setDialog(null)}
        onSubmit={save}
      />
    </Stack>
  );
}
