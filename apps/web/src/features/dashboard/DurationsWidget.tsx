/**
 * Days from registration to sending for checking and to Finalizado, median and 90th percentile by
 * week. With fewer than five weeks that have a figure, a line says less than the figures: they are
 * shown as numbers (issue 30); with none, the period says so.
 */
import { Group, Stack, Text } from '@mantine/core';
import { LineChart } from './lazyCharts';
import { formatDateBR, type DashboardDurations, type DashboardQuery } from '@admissao/domain';
import { useDurations } from './api/dashboard';
import { ChartCard } from './ChartCard';
import { pointsWithValue, showAsNumbers } from './chartScale';
import { DataTable } from './DataTable';
import { formatDays, formatNumber, shortDay } from './format';

const SERIES = [
  { name: 'Envio (mediana)', color: 'orange.6' },
  { name: 'Envio (90%)', color: 'orange.9', strokeDasharray: '5 5' },
  { name: 'Finalização (mediana)', color: 'green.7' },
  { name: 'Finalização (90%)', color: 'green.9', strokeDasharray: '5 5' },
];

type Week = DashboardDurations['SEMANAS'][number];

const figure = (label: string, median: number | null, p90: number | null, n: number) =>
  median === null ? null : (
    <Text size="sm">
      {label}: mediana <strong>{formatDays(median)}</strong> (90%: {formatDays(p90)}; {formatNumber(n)}{' '}
      {n === 1 ? 'candidato' : 'candidatos'})
    </Text>
  );

/** the few weeks' figures, as numbers */
function WeekNumbers({ weeks }: { weeks: Week[] }) {
  return (
    <Stack gap="sm" data-testid="painel-tempos-numeros">
      {weeks.map((w) => (
        <Stack key={w.SEMANA} gap={2}>
          <Text size="sm" fw={600}>
            Semana de {formatDateBR(w.SEMANA)}
          </Text>
          <Group gap={4}>{figure('Envio', w.ENVIO_MEDIANA, w.ENVIO_P90, w.ENVIO_QUANTIDADE)}</Group>
          <Group gap={4}>
            {figure('Finalização', w.FINALIZADO_MEDIANA, w.FINALIZADO_P90, w.FINALIZADO_QUANTIDADE)}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

export function DurationsWidget({ query }: { query: DashboardQuery }) {
  const durations = useDurations(query);
  const weeks = durations.data?.SEMANAS ?? [];
  const withFigures = pointsWithValue(weeks, (w) => w.ENVIO_MEDIANA ?? w.FINALIZADO_MEDIANA);
  return (
    <ChartCard
      title="Tempo até o envio e até a finalização (dias)"
      id="painel-tempos"
      state={durations}
      empty={durations.data && !withFigures.length ? 'Sem envios nem finalizações no período.' : false}
      chart={() =>
        showAsNumbers(withFigures.length) ? (
          <WeekNumbers weeks={withFigures} />
        ) : (
          <LineChart
            h={260}
            data={weeks.map((w) => ({
              semana: shortDay(w.SEMANA),
              'Envio (mediana)': w.ENVIO_MEDIANA,
              'Envio (90%)': w.ENVIO_P90,
              'Finalização (mediana)': w.FINALIZADO_MEDIANA,
              'Finalização (90%)': w.FINALIZADO_P90,
            }))}
            dataKey="semana"
            series={SERIES}
            connectNulls
            withLegend
            valueFormatter={formatNumber}
          />
        )
      }
      table={() => (
        <DataTable
          caption="Dias desde o cadastro, por semana do evento"
          headers={[
            'Semana de',
            'Envio: mediana',
            'Envio: 90%',
            'Envios',
            'Finalização: mediana',
            'Finalização: 90%',
            'Finalizados',
          ]}
          rows={weeks.map((w) => ({
            key: w.SEMANA,
            cells: [
              formatDateBR(w.SEMANA),
              formatDays(w.ENVIO_MEDIANA),
              formatDays(w.ENVIO_P90),
              formatNumber(w.ENVIO_QUANTIDADE),
              formatDays(w.FINALIZADO_MEDIANA),
              formatDays(w.FINALIZADO_P90),
              formatNumber(w.FINALIZADO_QUANTIDADE),
            ],
          }))}
          empty="Nenhum envio nem finalização no período."
        />
      )}
    />
  );
}
