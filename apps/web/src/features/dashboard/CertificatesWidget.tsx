/**
 * Certificates about to expire (issue 34 §1, decision 079): each of the user's clients whose own
 * A1 certificate — or the administrator's transmitter certificate — has expired or expires within
 * 30 days, with the days left and the date, and a link to Configurações, where the ADMIN sends the
 * new one. For the ADMIN and staff with the eSocial permission; not shown at all when none expires.
 */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateBR, type DashboardQuery } from '@admissao/domain';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useCertificateWarnings } from './api/dashboard';
import { ChartCard } from './ChartCard';
import { DataTable } from './DataTable';

const left = (n: number) =>
  n < 0
    ? `vencido há ${-n} ${-n === 1 ? 'dia' : 'dias'}`
    : n === 0
      ? 'vence hoje'
      : n === 1
        ? '1 dia'
        : `${n} dias`;

export function CertificatesWidget({ query }: { query: DashboardQuery }) {
  const { user } = useSession();
  const permissions = usePermissions();
  const allowed = user?.PERMISSAO === 'ADMIN' || Boolean(permissions.data?.ESOCIAL);
  const warnings = useCertificateWarnings(query, allowed);
  const rows = warnings.data?.ROWS ?? [];
  if (!allowed || !rows.length) return null;
  return (
    <ChartCard
      title="Certificados digitais a vencer"
      id="painel-certificados"
      state={warnings}
      tableOnly
      chart={() => null}
      table={() => (
        <>
          <Text size="sm" mb="xs">
            O eSocial recusa eventos assinados com certificado vencido: envie o novo em{' '}
            <Anchor component={Link} to="/admin/configuracoes">
              Configurações
            </Anchor>{' '}
            (Certificado digital do cliente, ou eSocial para o transmissor).
          </Text>
          <DataTable
            caption="Certificados vencidos ou que vencem em até 30 dias, os mais próximos primeiro"
            headers={['Certificado', 'Titular', 'Válido até', 'Restam']}
            rows={rows.map((r) => ({
              key: `${r.TIPO}:${r.CODADM}:${r.CODCLI ?? ''}`,
              cells: [
                r.TIPO === 'TRANSMISSOR'
                  ? 'Transmissor (escritório)'
                  : `Cliente ${r.CODCLI} - ${r.NOMECLI ?? ''}`,
                r.TITULAR,
                formatDateBR(r.VALIDO_ATE),
                left(r.DIAS_RESTANTES),
              ],
            }))}
            empty="Nenhum certificado a vencer."
          />
        </>
      )}
    />
  );
}
