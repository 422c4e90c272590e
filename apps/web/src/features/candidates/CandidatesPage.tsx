import { Suspense, useEffect, useState } from 'react';
import { Button, Collapse, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import { statusAllows, type CandidateListRow } from '@admissao/domain';
import { ColumnChooser } from '../../components/table/ColumnChooser';
import { sortableColumns } from '../../components/table/sortableColumns';
import { PAGE_SIZES, tableTexts } from '../../components/table/tableTexts';
import { useColumnChoice } from '../../components/table/useColumnChoice';
import { tableStateKey, useStoredState } from '../../components/table/useStoredState';
import { IconFilter, IconPlus, IconSearch, IconX } from '../../components/icons';
import { useSession } from '../../lib/session';
import { usePermissions } from '../../lib/permissions';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isApiError } from '../../lib/api';
import { downloadS2200Batch } from './api/esocial-batch';
import { useStatusList } from '../../lib/status';
import { candidateColumns, CHOOSABLE } from './columns';
import { FilterSummary } from './FilterSummary';
import { StatusFilters } from './StatusFilters';
import { hasFilters, LIST_DEFAULTS, NO_FILTERS, sanitizeListState, type ListFilters } from './listState';
import { useCandidateList } from './api/get-candidate-list';
import { lazyNamed } from '../../lib/deferred';

// the period filter's calendar loads when the dialog is first opened (issue 15 §4)
const PeriodDialog = lazyNamed(() => import('./PeriodDialog'), 'PeriodDialog');

const TABLE = 'candidatos';
export const SEARCH_DELAY_MS = 400;
/** phones: the filters fold behind 'Filtros' so the list starts on the first screen (issue 30) */
const PHONE = '(max-width: 36em)';
const S2200 = 'eSocial (S-2200)';

/** /admin/lista: the client's candidates, paged and sorted by the server (spec 3 §2). */
export function CandidatesPage() {
  const navigate = useNavigate();
  const isAdmin = useSession().user?.PERMISSAO === 'ADMIN';
  const statuses = useStatusList().data ?? [];
  const [state, setState] = useStoredState(tableStateKey(TABLE), LIST_DEFAULTS, sanitizeListState);
  const choice = useColumnChoice(TABLE, CHOOSABLE);
  const [search, setSearch] = useState(state.filters.NOME);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [periodOpen, setPeriodOpen] = useState(false);
  const phone = useMediaQuery(PHONE) ?? false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = useCandidateList(state);
  // issue 17: finalized candidates may be selected for the S-2200 ZIP (ADMIN, or the ESOCIAL flag)
  const permissions = usePermissions();
  const canExport = isAdmin || Boolean(permissions.data?.ESOCIAL);
  const [selected, setSelected] = useState<CandidateListRow[]>([]);
  const [exporting, setExporting] = useState(false);
  const exportSelected = async () => {
    setExporting(true);
    try {
      const { exported, skipped } = await downloadS2200Batch(selected.map((r) => r.CODCANDIDATO));
      notifySuccess(
        `S-2200: ${exported} exportado(s), ${skipped} não exportado(s). Veja o motivo em RELATORIO.txt no arquivo.`,
      );
      setSelected([]);
    } catch (e) {
      notifyError('Não foi possível gerar o arquivo do eSocial.', isApiError(e) ? e.message : undefined);
    } finally {
      setExporting(false);
    }
  };

  useEffect(() => {
    setState((s) =>
      s.filters.NOME === debounced ? s : { ...s, page: 1, filters: { ...s.filters, NOME: debounced } },
    );
  }, [debounced, setState]);

  const applyFilters = (filters: ListFilters) => {
    setSearch(filters.NOME);
    setState((s) => ({ ...s, page: 1, filters }));
  };

  const data = list.data;
  const totalText = data?.totalCapped ? `mais de ${data.total.toLocaleString('pt-BR')}` : undefined;
  const filterCount = Object.values(state.filters).filter(Boolean).length;
  const filters = (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" justify="space-between">
        <Group gap="sm">
          {isAdmin ? (
            <Button variant="default" leftSection={<IconFilter />} onClick={() => setPeriodOpen(true)}>
              Período
            </Button>
          ) : null}
          {hasFilters(state.filters) ? (
            <Button variant="subtle" leftSection={<IconX />} onClick={() => applyFilters(NO_FILTERS)}>
              Limpar filtros
            </Button>
          ) : null}
        </Group>
        <ColumnChooser choice={choice} />
      </Group>
      <StatusFilters
        statuses={statuses}
        value={state.filters.STATUS}
        onChange={(STATUS) => applyFilters({ ...state.filters, STATUS })}
      />
    </Stack>
  );
  return (
    <Stack gap={phone ? 'xs' : 'sm'}>
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          Candidatos
        </Title>
        <Button
          component={Link}
          to="/admin/cadastro"
          leftSection={<IconPlus />}
          size={phone ? 'compact-md' : 'sm'}
        >
          Novo candidato
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          aria-label="Buscar por nome ou código"
          placeholder="Buscar por nome ou código"
          leftSection={<IconSearch />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={phone ? undefined : 280}
          style={phone ? { flex: 1 } : undefined}
          maxLength={100}
        />
        {phone ? (
          <Button
            variant="default"
            leftSection={<IconFilter />}
            aria-expanded={filtersOpen}
            aria-controls="lista-filtros"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {filterCount ? `Filtros (${filterCount})` : 'Filtros'}
          </Button>
        ) : null}
      </Group>
      {phone ? (
        <Collapse expanded={filtersOpen} id="lista-filtros">
          {filters}
        </Collapse>
      ) : (
        filters
      )}
      {canExport ? (
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="xs" c="gray.8" id="s2200-selecao">
            Caixas da primeira coluna: selecionar para o {S2200} (só candidatos finalizados).
          </Text>
          {selected.length ? (
            <Button variant="default" size="xs" loading={exporting} onClick={() => void exportSelected()}>
              Exportar S-2200 ({selected.length})
            </Button>
          ) : null}
        </Group>
      ) : null}
      <FilterSummary filters={state.filters} statuses={statuses} />
      <DataTable<CandidateListRow>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        // 8 px a side: every column fits at 1366 px, the name on two lines (issue 30)
        horizontalSpacing={8}
        pinLastColumn={isAdmin}
        minHeight={data?.rows.length ? undefined : 200}
        idAccessor="CODCANDIDATO"
        records={data?.rows ?? []}
        fetching={list.isFetching}
        columns={sortableColumns(candidateColumns(choice.isHidden, isAdmin), state.sort, (sort) =>
          setState((s) => ({ ...s, page: 1, sort: sort as typeof s.sort })),
        )}
        onRowClick={({ record }) => navigate(`/admin/dados/${record.CODCANDIDATO}`)}
        {...(canExport
          ? {
              selectedRecords: selected,
              onSelectedRecordsChange: setSelected,
              isRecordSelectable: (r: CandidateListRow) => statusAllows(r.CODSTATUS, 'esocial'),
              getRecordSelectionCheckboxProps: (r: CandidateListRow) => ({
                'aria-label': statusAllows(r.CODSTATUS, 'esocial')
                  ? `Selecionar ${r.NOME} para o ${S2200}`
                  : `${r.NOME}: só finalizados vão para o ${S2200}`,
              }),
              allRecordsSelectionCheckboxProps: {
                'aria-label': `Selecionar para o ${S2200} os finalizados da página`,
              },
            }
          : {})}
        // sorting is the titles' own buttons (sortableColumns): pt-BR names, Enter and Space
        totalRecords={data?.total ?? 0}
        recordsPerPage={state.pageSize}
        page={state.page}
        onPageChange={(page) => setState((s) => ({ ...s, page }))}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(pageSize) => setState((s) => ({ ...s, page: 1, pageSize }))}
        {...tableTexts(totalText)}
        noRecordsText={
          hasFilters(state.filters)
            ? 'Nenhum candidato encontrado com esses filtros'
            : 'Nenhum candidato cadastrado'
        }
      />
      {data && !data.rows.length && state.page > 1 ? (
        <Text size="sm">
          Esta página não tem candidatos.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => setState((s) => ({ ...s, page: 1 }))}>
            Voltar à primeira página
          </Button>
        </Text>
      ) : null}
      <Suspense fallback={null}>
        {periodOpen ? (
          <PeriodDialog
            opened
            filters={state.filters}
            statuses={statuses}
            onClose={() => setPeriodOpen(false)}
            onApply={applyFilters}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
