import { ActionIcon, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DataTable } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import { formatDateBR, type Doubt } from '@admissao/domain';
import { IconEdit, IconPlus, IconSearch } from '../../components/icons';
import { actionsColumn, DeleteRowAction, RowActions } from '../../components/table/RowActions';
import { tableTexts } from '../../components/table/tableTexts';
import { useLocalPaging } from '../../components/table/useLocalPaging';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useDoubts } from './api/get-doubts';
import { deleteDoubt, useRefreshDoubts } from './api/save-doubt';
import { errorDetail } from './errors';

/** /admin/duvidas/lista: the client's FAQ entries; edit and delete for ADMIN only (spec 3 §6). */
export function FaqListPage() {
  const user = useSession().user;
  const isAdmin = user?.PERMISSAO === 'ADMIN';
  const navigate = useNavigate();
  const refreshDoubts = useRefreshDoubts();
  const doubts = useDoubts();
  const list = doubts.data ?? [];
  const { records, paging } = useLocalPaging(list);

  const confirmDelete = (d: Doubt) =>
    modals.openConfirmModal({
      title: 'Excluir dúvida',
      centered: true,
      children: <Text size="sm">Deseja realmente excluir a dúvida “{d.TITULO}”?</Text>,
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const answer = await deleteDoubt(d.CODDUVIDA, user?.CODADM);
          notifySuccess(answer.message || 'Dúvida excluída com sucesso!');
          await refreshDoubts();
        } catch (e) {
          notifyError('Não foi possível deletar essa dúvida', errorDetail(e));
        }
      },
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Dúvidas
        </Title>
        <Button component={Link} to="/admin/duvidas/cadastro" leftSection={<IconPlus />}>
          Nova dúvida
        </Button>
      </Group>
      <DataTable<Doubt>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={list.length ? undefined : 160}
        idAccessor="CODDUVIDA"
        records={records}
        fetching={doubts.isFetching}
        onRowClick={({ record }) => navigate(`/admin/duvidas/editar/${record.CODDUVIDA}`)}
        columns={[
          { accessor: 'TITULO', title: 'Título' },
          { accessor: 'RESUMO', title: 'Resumo' },
          {
            accessor: 'DATATUALIZACAO',
            title: 'Atualização',
            width: 130,
            render: (d) => formatDateBR(d.DATATUALIZACAO),
          },
          actionsColumn<Doubt>(110, (d) => (
            <RowActions stopRowClick>
              <Tooltip label={isAdmin ? 'Editar' : 'Visualizar'}>
                <ActionIcon
                  variant="subtle"
                  component={Link}
                  to={`/admin/duvidas/editar/${d.CODDUVIDA}`}
                  aria-label={`${isAdmin ? 'Editar' : 'Visualizar'} ${d.TITULO}`}
                >
                  {isAdmin ? <IconEdit /> : <IconSearch />}
                </ActionIcon>
              </Tooltip>
              {isAdmin ? <DeleteRowAction name={d.TITULO} onClick={() => confirmDelete(d)} /> : null}
            </RowActions>
          )),
        ]}
        {...paging}
        {...tableTexts()}
        noRecordsText="Nenhuma dúvida cadastrada"
      />
    </Stack>
  );
}
