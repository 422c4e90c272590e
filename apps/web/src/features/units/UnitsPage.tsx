import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { MSG, type Unit } from '@admissao/domain';
import { IconPlus } from '../../components/icons';
import { actionsColumn, DeleteRowAction, EditRowAction, RowActions } from '../../components/table/RowActions';
import { sortableColumns } from '../../components/table/sortableColumns';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, tableTexts } from '../../components/table/tableTexts';
import { tableStateKey, useStoredState } from '../../components/table/useStoredState';
import { isApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useUnits } from '../../lib/units';
import { removeUnit, saveUnit, useRefreshUnits } from './api/units';
import type { UnitInput } from './UnitFormDialog';
import { lazyNamed } from '../../lib/deferred';

// the unit form (react-hook-form) loads when first opened (issue 15 §4)
const UnitFormDialog = lazyNamed(() => import('./UnitFormDialog'), 'UnitFormDialog');

type SortKey = 'UNIDADE' | 'EMAILRESPONSAVEL';
interface TableState {
  pageSize: number;
  sort: DataTableSortStatus<Unit>;
}
const DEFAULTS: TableState = {
  pageSize: DEFAULT_PAGE_SIZE,
  sort: { columnAccessor: 'UNIDADE', direction: 'asc' },
};
const sanitize = (v: unknown, d: TableState): TableState => {
  const s = (v ?? {}) as Partial<TableState>;
  return {
    pageSize: PAGE_SIZES.includes(Number(s.pageSize)) ? Number(s.pageSize) : d.pageSize,
    sort:
      s.sort && ['UNIDADE', 'EMAILRESPONSAVEL'].includes(String(s.sort.columnAccessor))
        ? { columnAccessor: s.sort.columnAccessor, direction: s.sort.direction === 'desc' ? 'desc' : 'asc' }
        : d.sort,
  };
};
const detail = (e: unknown) => (isApiError(e) ? e.message : undefined);

/** /admin/unidades: the client's units with add, edit and (ADMIN only) delete. */
export function UnitsPage() {
  const isAdmin = useSession().user?.PERMISSAO === 'ADMIN';
  const units = useUnits();
  const [state, setState] = useStoredState(tableStateKey('unidades'), DEFAULTS, sanitize);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ unit: Unit | null } | null>(null);

  useEffect(() => {
    if (units.isError) notifyError(MSG.fetchError, detail(units.error));
  }, [units.isError, units.error]);

  const sorted = useMemo(() => {
    const key = state.sort.columnAccessor as SortKey;
    const list = [...(units.data ?? [])].sort((a, b) => a[key].localeCompare(b[key], 'pt-BR'));
    return state.sort.direction === 'desc' ? list.reverse() : list;
  }, [units.data, state.sort]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / state.pageSize));
  const current = Math.min(page, pageCount);
  const records = sorted.slice((current - 1) * state.pageSize, current * state.pageSize);

  const refresh = useRefreshUnits();

  const save = async (values: UnitInput): Promise<boolean> => {
    const editing = dialog?.unit;
    try {
      await saveUnit(values, editing?.CODUNIDADE);
      notifySuccess(editing ? 'Unidade alterada com sucesso!' : 'Unidade adicionada com sucesso!');
      await refresh();
      return true;
    } catch (e) {
      notifyError(editing ? 'Erro ao alterar unidade' : 'Erro ao adicionar unidade', detail(e));
      return false;
    }
  };

  const confirmDelete = (unit: Unit) =>
    modals.openConfirmModal({
      title: 'Excluir unidade',
      centered: true,
      children: <Text size="sm">Deseja realmente excluir a unidade {unit.UNIDADE}?</Text>,
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { CODADM, CODCLI, CODUNIDADE } = unit;
          const answer = await removeUnit({ CODADM, CODCLI, CODUNIDADE });
          notifySuccess(answer.message);
          await refresh();
        } catch (e) {
          notifyError('Não foi possível deletar essa unidade', detail(e));
        }
      },
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Unidades
        </Title>
        <Button leftSection={<IconPlus />} onClick={() => setDialog({ unit: null })}>
          Adicionar unidade
        </Button>
      </Group>
      <DataTable<Unit>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={units.data?.length ? undefined : 160}
        idAccessor="CODUNIDADE"
        records={records}
        fetching={units.isFetching}
        // sorting is the titles' own buttons (sortableColumns): pt-BR names
        columns={sortableColumns<Unit>(
          [
            { accessor: 'UNIDADE', title: 'Unidade', sortable: true },
            { accessor: 'EMAILRESPONSAVEL', title: 'E-mail do responsável', sortable: true },
            actionsColumn<Unit>(110, (unit) => (
              <RowActions>
                <EditRowAction name={unit.UNIDADE} onClick={() => setDialog({ unit })} />
                {isAdmin ? <DeleteRowAction name={unit.UNIDADE} onClick={() => confirmDelete(unit)} /> : null}
              </RowActions>
            )),
          ],
          state.sort,
          (sort) => setState((s) => ({ ...s, sort })),
        )}
        totalRecords={sorted.length}
        recordsPerPage={state.pageSize}
        page={current}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(pageSize) => {
          setState((s) => ({ ...s, pageSize }));
          setPage(1);
        }}
        {...tableTexts()}
        noRecordsText="Nenhuma unidade cadastrada"
      />
      <Suspense fallback={null}>
        {dialog ? (
          <UnitFormDialog opened unit={dialog.unit} onClose={() => setDialog(null)} onSubmit={save} />
        ) : null}
      </Suspense>
    </Stack>
  );
}
