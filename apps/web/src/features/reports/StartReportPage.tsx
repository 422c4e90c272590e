import { Alert, Center, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { MSG } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { getStartReportQueryOptions } from './api/get-reports';
import { errorDetail } from './errors';
import { rangeFromSearch, ReportHeader } from './ReportHeader';

const monthLabel = (mes: string) => {
  const [y, m] = mes.split('-');
  return `${m}/${y}`;
};
const count = (n: number) => n.toLocaleString('pt-BR');

function CountTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { key: string; label: React.ReactNode; n: number }[];
}) {
  return (
    <Table withTableBorder striped captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.length === 0 ? (
          <Table.Tr>
            <Table.Td>Nenhum candidato no período.</Table.Td>
          </Table.Tr>
        ) : (
          rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td ta="right">{count(r.n)}</Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}

/** Relatório inicial: candidates of the period counted by status, unit and month. */
export function StartReportPage() {
  const range = rangeFromSearch(useLocation().search);
  const report = useQuery(getStartReportQueryOptions(range));
  return (
    <Stack gap="md">
      <ReportHeader title="Relatório inicial" from={range.from} to={range.to} />
      {report.isPending ? (
        <Center p="xl">
          <Loader aria-label="Carregando relatório" />
        </Center>
      ) : report.isError ? (
        <Alert color="red" title="Erro ao Buscar Dados dos Candidatos!">
          {errorDetail(report.error) ?? MSG.fetchError}
        </Alert>
      ) : (
        <>
          <Text fw={500}>Total de candidatos: {count(report.data.TOTAL)}</Text>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <CountTable
              caption="Por status"
              rows={report.data.PORSTATUS.map((s) => ({
                key: String(s.CODSTATUS),
                label: <ColorBadge color={s.CORSTATUS} label={`${s.CODSTATUS} - ${s.DESSTATUS}`} />,
                n: s.QUANTIDADE,
              }))}
            />
            <CountTable
              caption="Por unidade"
              rows={report.data.PORUNIDADE.map((u) => ({
                key: String(u.CODUNIDADE),
                label: u.UNIDADE ?? 'Sem unidade',
                n: u.QUANTIDADE,
              }))}
            />
            <CountTable
              caption="Por mês de cadastro"
              rows={report.data.PORMES.map((m) => ({
                key: m.MES,
                label: monthLabel(m.MES),
                n: m.QUANTIDADE,
              }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
