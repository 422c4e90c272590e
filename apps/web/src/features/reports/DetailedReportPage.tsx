import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useLocation } from 'react-router';
import { formatDateBR, MSG, type DetailedReportRow } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { tableTexts } from '../../components/table/tableTexts';
import { getDetailedReportQueryOptions } from './api/get-reports';
import { errorDetail } from './errors';
import { rangeFromSearch, ReportHeader } from './ReportHeader';

const PAGE_SIZE = 100;
const { recordsPerPageLabel: _unused, ...texts } = tableTexts();

/** Relatório detalhado: one line per candidate of the period, 100 a page. */
export function DetailedReportPage() {
  const range = rangeFromSearch(useLocation().search);
  const [page, setPage] = useState(1);
  const report = useQuery({
    ...getDetailedReportQueryOptions(range, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <ReportHeader title="Relatório detalhado" from={range.from} to={range.to} />
      {report.isError ? (
        <Alert color="red" title="Erro ao Buscar Dados dos Candidatos!">
          {errorDetail(report.error) ?? MSG.fetchError}
        </Alert>
      ) : null}
      <DataTable<DetailedReportRow>
        withTableBorder
        striped
        minHeight={report.data?.rows.length ? undefined : 160}
        idAccessor="CODCANDIDATO"
        records={report.data?.rows ?? []}
        fetching={report.isFetching}
        columns={[
          {
            accessor: 'CODCANDIDATO',
            title: 'Código',
            render: (r) => String(r.CODCANDIDATO).padStart(4, '0'),
          },
          { accessor: 'NOME', title: 'Nome' },
          { accessor: 'EMAIL', title: 'E-mail' },
          { accessor: 'UNIDADE', title: 'Unidade' },
          { accessor: 'CARGO', title: 'Cargo' },
          { accessor: 'DATINICIO', title: 'Início', render: (r) => formatDateBR(r.DATINICIO) },
          { accessor: 'DATCADASTRO', title: 'Cadastro', render: (r) => formatDateBR(r.DATCADASTRO) },
          { accessor: 'DATFINALIZACAO', title: 'Finalização', render: (r) => formatDateBR(r.DATFINALIZACAO) },
          {
            accessor: 'DOCUMENTOS_ENVIADOS',
            title: 'Documentos',
            render: (r) => `${r.DOCUMENTOS_ENVIADOS}/${r.DOCUMENTOS_TOTAL}`,
          },
          {
            accessor: 'CODSTATUS',
            title: 'Status',
            render: (r) => <ColorBadge color={r.CORSTATUS} label={r.DESSTATUS} />,
          },
        ]}
        totalRecords={report.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        {...texts}
        noRecordsText="Nenhum candidato no período."
      />
    </Stack>
  );
}
