/** Documents refused in the period per type (bars) and the most frequent observations. */
import { BarChart } from './lazyCharts';
import type { DashboardQuery } from '@admissao/domain';
import { useRefusals } from './api/dashboard';
import { ChartCard } from './ChartCard';
import { countAxis } from './chartScale';
import { DataTable } from './DataTable';
import { formatNumber } from './format';

export function RefusalsWidget({ query }: { query: DashboardQuery }) {
  const refusals = useRefusals(query);
  const types = refusals.data?.TIPOS ?? [];
  const observations = (
    <DataTable
      caption="Observações mais frequentes nas recusas"
      headers={['Observação', 'Vezes']}
      rows={(refusals.data?.OBSERVACOES ?? []).map((o) => ({
        key: o.OBSERVACAO,
        cells: [o.OBSERVACAO, formatNumber(o.QUANTIDADE)],
      }))}
      empty="Nenhuma observação."
    />
  );
  return (
    <ChartCard
      title="Documentos recusados"
      id="painel-recusas"
      state={refusals}
      footer={() => observations}
      empty={refusals.data && !types.length ? 'Sem recusas no período.' : false}
      chart={() => (
        <BarChart
          h={Math.max(120, 36 * types.length + 40)}
          data={types.map((t) => ({ documento: t.DOCUMENTO, Recusas: t.RECUSAS }))}
          dataKey="documento"
          orientation="vertical"
          yAxisProps={{ width: 160 }}
          xAxisProps={countAxis(types.map((t) => t.RECUSAS))}
          withBarValueLabel
          // room for the count beside the longest bar
          barChartProps={{ margin: { right: 32 } }}
          series={[{ name: 'Recusas', color: 'red.7' }]}
          valueFormatter={formatNumber}
        />
      )}
      table={() => (
        <DataTable
          caption="Recusas por tipo de documento"
          headers={['Documento', 'Recusas']}
          rows={types.map((t) => ({ key: t.DOCUMENTO, cells: [t.DOCUMENTO, formatNumber(t.RECUSAS)] }))}
          empty="Nenhuma recusa no período."
        />
      )}
    />
  );
}
