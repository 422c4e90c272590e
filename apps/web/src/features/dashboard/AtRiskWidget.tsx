/**
 * Starts at risk: DATINICIO within 7 days and not Finalizado — what HR must act on today. A table
 * already (no chart); each row opens the candidate, in its own client.
 */
import { Anchor } from '@mantine/core';
import { AT_RISK_DAYS, AT_RISK_LIMIT, formatDateBR, type DashboardQuery } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { padCode } from '../../lib/format';
import { useOpenCandidate } from '../../lib/open-candidate';
import { useAtRisk } from './api/dashboard';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';

const inDays = (n: number) => (n === 0 ? 'hoje' : n === 1 ? 'amanhã' : `em ${n} dias`);

export function AtRiskWidget({ query }: { query: DashboardQuery }) {
  const atRisk = useAtRisk(query);
  const open = useOpenCandidate('record');
  const rows = atRisk.data?.ROWS ?? [];
  return (
    <ChartCard
      title={`Início em até ${AT_RISK_DAYS} dias sem finalização`}
      id="painel-risco"
      state={atRisk}
      tableOnly
      chart={() => null}
      table={() => (
        <DataTable
          caption={`Candidatos com início em até ${AT_RISK_DAYS} dias que não estão finalizados`}
          headers={['Início', 'Candidato', 'Cliente', 'Status']}
          rows={rows.map((r) => ({
            key: r.CODCANDIDATO,
            cells: [
              `${formatDateBR(r.DATINICIO)} (${inDays(r.DIAS)})`,
              <Anchor
                key="open"
                component="button"
                type="button"
                onClick={() => open(r)}
                aria-label={`Abrir ${padCode(r.CODCANDIDATO)} - ${r.NOME}`}
              >
                {padCode(r.CODCANDIDATO)} - {r.NOME}
              </Anchor>,
              `${r.CODCLI} - ${r.NOMECLI}`,
              <ColorBadge key="status" color={r.CORSTATUS} label={r.DESSTATUS} />,
            ],
          }))}
          empty="Nenhum início em risco."
        />
      )}
      footer={
        atRisk.data?.TRUNCADO ? () => `Mostrando os ${AT_RISK_LIMIT} inícios mais próximos.` : undefined
      }
    />
  );
}
