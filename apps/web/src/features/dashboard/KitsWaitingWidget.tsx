/**
 * Admission kits waiting for a signature (issue 33 §5): how many wait for the candidate, the
 * guardian, the company or the seal, the longest wait of each, and the kits waiting longest — each
 * row opens the candidate in its own client. The period does not apply (a kit sent long ago and
 * still unsigned is what HR must see).
 */
import { Anchor, Group, Text } from '@mantine/core';
import { formatDateBR, KITS_WAITING_LIMIT, type DashboardQuery } from '@admissao/domain';
import { padCode } from '../../lib/format';
import { useOpenCandidate } from '../../lib/open-candidate';
import { useKitsWaiting } from './api/dashboard';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';

const days = (n: number) => (n === 0 ? 'hoje' : n === 1 ? 'há 1 dia' : `há ${n} dias`);

export function KitsWaitingWidget({ query }: { query: DashboardQuery }) {
  const kits = useKitsWaiting(query);
  const open = useOpenCandidate('record');
  const rows = kits.data?.ROWS ?? [];
  return (
    <ChartCard
      title="Kits admissionais aguardando assinatura"
      id="painel-kits"
      state={kits}
      tableOnly
      chart={() => null}
      table={() => (
        <>
          <Group
            gap="lg"
            mb="xs"
            component="ul"
            aria-label="Kits por etapa"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {(kits.data?.ETAPAS ?? []).map((e) => (
              <Text component="li" key={e.STATUS} size="sm">
                {e.ROTULO}: <strong>{e.QUANTIDADE}</strong>
                {e.MAIOR_ESPERA_DIAS !== null ? ` (o mais antigo ${days(e.MAIOR_ESPERA_DIAS)})` : ''}
              </Text>
            ))}
          </Group>
          <DataTable
            caption="Kits admissionais aguardando assinatura, os que esperam há mais tempo primeiro"
            headers={['Aguardando desde', 'Candidato', 'Cliente', 'Etapa']}
            rows={rows.map((r) => ({
              key: r.CODCANDIDATO,
              cells: [
                `${formatDateBR(r.AGUARDANDO_DESDE)} (${days(r.DIAS)})`,
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
                r.ROTULO,
              ],
            }))}
            empty="Nenhum kit aguardando assinatura."
          />
        </>
      )}
      footer={
        kits.data?.TRUNCADO
          ? () => `Mostrando os ${KITS_WAITING_LIMIT} kits que esperam há mais tempo.`
          : undefined
      }
    />
  );
}
