/**
 * /admin/painel (issue 18 §1, decision 041): what needs attention across the user's clients — the
 * funnel, the time to send and to finalize, the refusals and the starts at risk — over a period
 * (default the last 90 days), for one client or all of them. Each widget is its own call.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/charts/styles.css';
import { DASHBOARD_DEFAULT_DAYS, isoDateInBrazil, type DashboardQuery } from '@admissao/domain';
import { ALL_CLIENTS, ALL_CLIENTS_PARAM } from '../../lib/dashboard-link';
import { useSession } from '../../lib/session';
import { AtRiskWidget } from './AtRiskWidget';
import { CertificatesWidget } from './CertificatesWidget';
import { DashboardFilters } from './DashboardFilters';
import { DurationsWidget } from './DurationsWidget';
import { EsocialDeadlinesWidget } from './EsocialDeadlinesWidget';
import { FunnelWidget } from './FunnelWidget';
import { KitsWaitingWidget } from './KitsWaitingWidget';
import { RefusalsWidget } from './RefusalsWidget';

const DAY = 86400_000;

function initialQuery(activeClient: string | undefined): DashboardQuery {
  const ATE = isoDateInBrazil();
  const DE = new Date(Date.parse(`${ATE}T00:00:00Z`) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY)
    .toISOString()
    .slice(0, 10);
  return { DE, ATE, CODCLI: activeClient };
}

export function DashboardPage() {
  const { client, user } = useSession();
  // a multi-client user starts on the active client (when chosen), or on all of them when the
  // client picker asked so (?clientes=todos); the filter offers all of them
  const [params] = useSearchParams();
  const startOn =
    user?.MULTICLIENTE && params.get(ALL_CLIENTS_PARAM) !== ALL_CLIENTS ? client?.CODCLI : undefined;
  const [query, setQuery] = useState(() => initialQuery(startOn));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Painel
      </Title>
      <Text size="sm" c="gray.8">
        Funil, tempos e recusas do período; os inícios em risco e os kits aguardando assinatura valem a partir
        de hoje.
      </Text>
      <DashboardFilters value={query} onChange={setQuery} />
      <EsocialDeadlinesWidget query={query} />
      <CertificatesWidget query={query} />
      <AtRiskWidget query={query} />
      <KitsWaitingWidget query={query} />
      <FunnelWidget query={query} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <DurationsWidget query={query} />
        <RefusalsWidget query={query} />
      </SimpleGrid>
    </Stack>
  );
}
