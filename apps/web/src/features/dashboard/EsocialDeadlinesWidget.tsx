/**
 * eSocial deadlines (issue 34 §4, decision 082): how many admission events fall due today and
 * tomorrow, and how many are late, linking to the list 'eSocial — prazos' where the S-2190 is sent.
 * For the ADMIN and staff with the eSocial permission; not shown at all when nothing is due.
 * The period does not apply (a deadline is from today).
 */
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardQuery } from '@admissao/domain';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useEsocialDeadlineCounts } from './api/dashboard';
import { ChartCard } from './ChartCard';

export function EsocialDeadlinesWidget({ query }: { query: DashboardQuery }) {
  const { user } = useSession();
  const permissions = usePermissions();
  const allowed = user?.PERMISSAO === 'ADMIN' || Boolean(permissions.data?.ESOCIAL);
  const counts = useEsocialDeadlineCounts(query, allowed);
  const d = counts.data;
  if (!allowed || !d || d.HOJE_VENCEM + d.AMANHA + d.ATRASADOS === 0) return null;
  return (
    <ChartCard
      title="eSocial — prazos"
      id="painel-esocial-prazos"
      state={counts}
      tableOnly
      chart={() => null}
      table={() => (
        <>
          <Group
            gap="lg"
            component="ul"
            aria-label="Prazos do eSocial"
            style={{ listStyle: 'none', padding: 0 }}
          >
            <Text component="li" size="sm">
              Vencem hoje: <strong>{d.HOJE_VENCEM}</strong>
            </Text>
            <Text component="li" size="sm">
              Vencem amanhã: <strong>{d.AMANHA}</strong>
            </Text>
            <Text component="li" size="sm" c={d.ATRASADOS ? 'red.9' : undefined}>
              Atrasados: <strong>{d.ATRASADOS}</strong>
            </Text>
          </Group>
          <Anchor component={Link} to="/admin/esocial-prazos" size="sm">
            Ver a lista eSocial — prazos
          </Anchor>
        </>
      )}
    />
  );
}
