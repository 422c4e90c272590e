/**
 * Candidates by status now (bars) and the period's registrations by stage reached (funnel). Each
 * stage and each bar shows its name and its count (issue 30): the funnel is drawn in HTML, a row
 * per stage, so its labels never depend on the chart library's layout.
 */
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { BarChart } from './lazyCharts';
import type { DashboardFunnel, DashboardQuery } from '@admissao/domain';
import { useFunnel } from './api/dashboard';
import { ChartCard } from './ChartCard';
import { countAxis } from './chartScale';
import { DataTable } from './DataTable';
import { formatNumber } from './format';

const STAGE_COLORS = ['blue.6', 'cyan.7', 'orange.7', 'green.7'];
const BAR_HEIGHT = 34;

function StageFunnel({ stages }: { stages: DashboardFunnel['ETAPAS'] }) {
  const top = Math.max(1, ...stages.map((e) => e.QUANTIDADE));
  if (!stages.some((e) => e.QUANTIDADE > 0))
    return (
      <Text size="sm" c="gray.8" py="md">
        Sem cadastros no período.
      </Text>
    );
  return (
    <Stack gap={6}>
      {stages.map((e, i) => (
        <Group key={e.ETAPA} gap="xs" wrap="nowrap" data-testid="funil-etapa">
          <Text size="sm" w={150} style={{ flexShrink: 0 }}>
            {e.ROTULO}
          </Text>
          <Box style={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
            <Box
              h={22}
              bg={STAGE_COLORS[i] ?? 'gray.6'}
              bdrs="sm"
              style={{ width: `${Math.max(2, (100 * e.QUANTIDADE) / top)}%` }}
            />
          </Box>
          <Text size="sm" fw={700} w={48} ta="right" style={{ flexShrink: 0 }}>
            {formatNumber(e.QUANTIDADE)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function FunnelWidget({ query }: { query: DashboardQuery }) {
  const funnel = useFunnel(query);
  const data = funnel.data;
  const current = data?.ATUAL ?? [];
  const stages = data?.ETAPAS ?? [];
  const nothing = !current.some((s) => s.QUANTIDADE > 0) && !stages.some((e) => e.QUANTIDADE > 0);
  return (
    <ChartCard
      title="Funil de admissão"
      id="painel-funil"
      state={funnel}
      empty={data && nothing ? 'Sem candidatos no período.' : false}
      chart={() => (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Cadastrados no período, por etapa alcançada
            </Text>
            <StageFunnel stages={stages} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Todos os candidatos, por status atual
            </Text>
            <BarChart
              h={BAR_HEIGHT * current.length + 50}
              data={current.map((s) => ({ status: s.DESSTATUS, Candidatos: s.QUANTIDADE }))}
              dataKey="status"
              orientation="vertical"
              yAxisProps={{ width: 150 }}
              xAxisProps={countAxis(current.map((s) => s.QUANTIDADE))}
              series={[{ name: 'Candidatos', color: 'blue.6' }]}
              valueFormatter={formatNumber}
              withBarValueLabel
              // room for the count beside the longest bar
              barChartProps={{ margin: { right: 32 } }}
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
              ...stages.map((e) => ({
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
            rows={current.map((s) => ({
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
