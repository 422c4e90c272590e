/** Candidates by status now (bars) and the period's registrations by stage reached (funnel). */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BarChart, FunnelChart } from './lazyCharts';
import type { DashboardQuery } from '@admissao/domain';
import { useFunnel } from './api/dashboard';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';
import { formatNumber } from './format';

const STAGE_COLORS = ['blue.6', 'cyan.6', 'orange.6', 'green.7'];

export function FunnelWidget({ query }: { query: DashboardQuery }) {
  const funnel = useFunnel(query);
  const data = funnel.data;
  return (
    <ChartCard
      title="Funil de admissão"
      id="painel-funil"
      state={funnel}
      chart={() => (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Cadastrados no período, por etapa alcançada
            </Text>
            <FunnelChart
              data={(data?.ETAPAS ?? []).map((e, i) => ({
                name: e.ROTULO,
                value: e.QUANTIDADE,
                color: STAGE_COLORS[i] ?? 'gray.6',
              }))}
              withLabels
              labelsPosition="right"
              valueFormatter={formatNumber}
              size={220}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Todos os candidatos, por status atual
            </Text>
            <BarChart
              h={240}
              data={(data?.ATUAL ?? []).map((s) => ({ status: s.DESSTATUS, Candidatos: s.QUANTIDADE }))}
              dataKey="status"
              orientation="vertical"
              yAxisProps={{ width: 150 }}
              series={[{ name: 'Candidatos', color: 'blue.6' }]}
              valueFormatter={formatNumber}
            />
          </Stack>
        </SimpleGrid>
      )}
      table={() => (
        <Stack gap="sm">
          <DataTable
            caption="Cadastrados no período, por etapa alcançada"
            headers={['Etapa', 'Candidatos']}
            rows={[
              ...(data?.ETAPAS ?? []).map((e) => ({
                key: e.ETAPA,
                cells: [e.ROTULO, formatNumber(e.QUANTIDADE)],
              })),
              { key: 'cancelados', cells: ['Cancelados', formatNumber(data?.CANCELADOS)] },
            ]}
            empty="Nenhum candidato."
          />
          <DataTable
            caption="Todos os candidatos, por status atual"
            headers={['Status', 'Candidatos']}
            rows={(data?.ATUAL ?? []).map((s) => ({
              key: s.CODSTATUS,
              cells: [s.DESSTATUS, formatNumber(s.QUANTIDADE)],
            }))}
            empty="Nenhum candidato."
          />
        </Stack>
      )}
    />
  );
}
