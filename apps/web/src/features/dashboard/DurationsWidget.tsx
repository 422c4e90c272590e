/** Days from registration to sending for checking and to Finalizado, median and 90th percentile by week. */
import { LineChart } from './lazyCharts';
import { formatDateBR, type DashboardQuery } from '@admissao/domain';
import { useDurations } from './api/dashboard';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';
import { formatDays, formatNumber, shortDay } from './format';

const SERIES = [
  { name: 'Envio (mediana)', color: 'orange.6' },
  { name: 'Envio (90%)', color: 'orange.9', strokeDasharray: '5 5' },
  { name: 'Finalização (mediana)', color: 'green.7' },
  { name: 'Finalização (90%)', color: 'green.9', strokeDasharray: '5 5' },
];

export function DurationsWidget({ query }: { query: DashboardQuery }) {
  const durations = useDurations(query);
  const weeks = durations.data?.SEMANAS ?? [];
  return (
    <ChartCard
      title="Tempo até o envio e até a finalização (dias)"
      id="painel-tempos"
      state={durations}
      chart={() => (
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
      )}
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
