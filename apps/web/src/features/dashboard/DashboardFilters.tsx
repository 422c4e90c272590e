/** The dashboard's period (dd/mm/aaaa) and, for a multi-client user, the client (or all of them). */
import { Select, SimpleGrid } from '@mantine/core';
import { DateInput } from '../../components/DateInput';
import { parseDateInput, type DashboardQuery } from '@admissao/domain';
import { useSession } from '../../lib/session';
import { useUserClients } from './api/dashboard';

interface Props {
  value: DashboardQuery;
  onChange: (value: DashboardQuery) => void;
}

const ALL = '';

export function DashboardFilters({ value, onChange }: Props) {
  const { user } = useSession();
  const multi = Boolean(user?.MULTICLIENTE);
  const clients = useUserClients(user?.CODUSUARIO ?? 0, multi);
  const date = (key: 'DE' | 'ATE', label: string) => (
    <DateInput
      label={label}
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={(input) => parseDateInput(input)}
      value={value[key] || null}
      onChange={(d) => d && onChange({ ...value, [key]: d })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: multi ? 3 : 2 }} maw={760}>
      {date('DE', 'Data inicial')}
      {date('ATE', 'Data final')}
      {multi ? (
        <Select
          label="Cliente"
          allowDeselect={false}
          value={value.CODCLI ?? ALL}
          onChange={(v) => onChange({ ...value, CODCLI: v || undefined })}
          data={[
            { value: ALL, label: 'Todos os clientes' },
            ...(clients.data ?? []).map((c) => ({ value: c.CODCLI, label: `${c.CODCLI} - ${c.NOMECLI}` })),
          ]}
        />
      ) : null}
    </SimpleGrid>
  );
}
