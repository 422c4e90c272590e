import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateBR, REPORT_DEFAULT_RANGE } from '@admissao/domain';
import { useSession } from '../../lib/session';
import classes from './Report.module.css';

/** The range an on-screen report reads from its address (?DATINICIAL=&DATFINAL=, yyyy-mm-dd). */
export function rangeFromSearch(search: string) {
  const q = new URLSearchParams(search);
  return {
    from: q.get('DATINICIAL') || REPORT_DEFAULT_RANGE.from,
    to: q.get('DATFINAL') || REPORT_DEFAULT_RANGE.to,
  };
}

/** Title, client, period and a print button (hidden on paper). */
export function ReportHeader({ title, from, to }: { title: string; from: string; to: string }) {
  const client = useSession().client;
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm">{client ? `${client.CODCLI} - ${client.NOMECLI}` : ''}</Text>
        <Text size="sm" c="dimmed">
          Candidatos cadastrados de {formatDateBR(from)} a {formatDateBR(to)}
        </Text>
      </Stack>
      <Button className={classes.noPrint} onClick={() => window.print()} variant="default">
        Imprimir
      </Button>
    </Group>
  );
}
