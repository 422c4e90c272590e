import { Suspense, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { CONFIG_MSG, type StaffUserCreate } from '@admissao/domain';
import { IconPlus } from '../../components/icons';
import { actionsColumn, DeleteRowAction, EditRowAction, RowActions } from '../../components/table/RowActions';
import { tableTexts } from '../../components/table/tableTexts';
import { useLocalPaging } from '../../components/table/useLocalPaging';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { getGrantableClientsQueryOptions, useStaffUsers, type StaffUser } from './api/get-staff-users';
import {
  createStaffUser,
  deleteStaffUser,
  useRefreshStaffUsers,
  resendPassword,
  updateOf,
  updateStaffUser,
} from './api/save-staff-user';
import { errorDetail, ROLE_LABELS } from './labels';
import { lazyNamed } from '../../lib/deferred';

// the user form (react-hook-form and its resolvers) loads when first opened (issue 15 §4)
const StaffUserDialog = lazyNamed(() => import('./StaffUserDialog'), 'StaffUserDialog');

/** /admin/usuarios (ADMIN, beyond the spec): the admin account's staff users. */
export function StaffUsersPage() {
  const me = useSession().user?.CODUSUARIO;
  const [dialog, setDialog] = useState<{ user: StaffUser | null } | null>(null);
  const users = useStaffUsers();
  const clients = useQuery(getGrantableClientsQueryOptions());
  const list = users.data ?? [];
  const { records, paging } = useLocalPaging(list);
  const refresh = useRefreshStaffUsers();

  const save = async (values: StaffUserCreate & { ATIVO?: boolean }): Promise<boolean> => {
    const editing = dialog?.user;
    // the login never changes; ATIVO changes only through Desativar / Reativar (with confirmation)
    const { USUARIO: _login, ATIVO: _active, ...changes } = values;
    try {
      const answer = editing
        ? await updateStaffUser(editing.CODUSUARIO, updateOf(editing, changes))
        : await createStaffUser(values);
      notifySuccess(answer.message ?? (editing ? CONFIG_MSG.userUpdated : CONFIG_MSG.userCreated));
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

  const remove = (u: StaffUser) =>
    modals.openConfirmModal({
      title: 'Excluir usuário',
      centered: true,
      children: (
        <Text size="sm">
          Excluir {u.NOMEUSUARIO} ({u.USUARIO})? As sessões abertas são encerradas, o usuário não consegue
          mais entrar e deixa de aparecer na lista. Os registros que ele fez continuam no histórico.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const answer = await deleteStaffUser(u.CODUSUARIO);
          notifySuccess(answer.message);
          await refresh();
        } catch (e) {
          notifyError('Erro ao excluir', errorDetail(e));
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
          notifySuccess(answer.message);
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
          actionsColumn<StaffUser>(300, (u) => (
            <RowActions>
              <EditRowAction name={u.USUARIO} onClick={() => setDialog({ user: u })} />
              {/* one's own password changes in Alterar senha (the API refuses a reset of one's own) */}
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => sendPassword(u)}
                disabled={!u.ATIVO || u.CODUSUARIO === me}
              >
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
              {u.CODUSUARIO !== me ? <DeleteRowAction name={u.USUARIO} onClick={() => remove(u)} /> : null}
            </RowActions>
          )),
        ]}
        {...paging}
        {...tableTexts()}
        noRecordsText="Nenhum usuário"
      />
      <Suspense fallback={null}>
        {dialog ? (
          <StaffUserDialog
            opened
            user={dialog.user}
            clients={clients.data ?? []}
            onClose={() => setDialog(null)}
            onSubmit={save}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
