/**
 * 'Kit admissional' in the staff view (issue 33 §2, decision 072): the current kit's status, its
 * documents (KitDocumentsTable.tsx: download, seal state, verification code), who signed and when,
 * the refusal reason, the earlier versions collapsed (EarlierKits.tsx); 'Assinar pela empresa' when it
 * waits for the company, 'Enviar nova versão' after a refusal or a signed kit. Shown to an ADMIN
 * and to a MANAGER with ASSINATURA (the API's rule); nothing when no kit was ever sent.
 */
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatDateTimeBR,
  KIT_SIGNER_ROLE_LABELS,
  KIT_STATUS_LABELS,
  statusAllows,
  type KitView,
} from '@admissao/domain';
import { ColorBadge } from '../../../components/ColorBadge';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { sendKit, useKitRefresh, useStaffKit } from '../api/kit';
import { CountersignDialog } from './CountersignDialog';
import { EarlierKits } from './EarlierKits';
import { KitDocumentsTable } from './KitDocumentsTable';

// Mantine's 9th shades, as ColorBadge draws them (text black or white, ≥ 4.5:1): a light badge's
// coloured text failed axe's contrast (issue 33 §5)
const STATUS_COLOR: Record<KitView['STATUS'], string> = {
  AGUARDANDO_CANDIDATO: '#e67700',
  AGUARDANDO_RESPONSAVEL: '#e67700',
  AGUARDANDO_EMPRESA: '#d9480f',
  SELANDO: '#1864ab',
  ASSINADO: '#2b8a3e',
  RECUSADO: '#c92a2a',
  SUBSTITUIDO: '#495057',
};

export function KitPanel({ id, status }: { id: number; status: number }) {
  const { user } = useSession();
  const permissions = usePermissions();
  const maySign = user?.PERMISSAO === 'ADMIN' || permissions.data?.ASSINATURA === true;
  const kit = useStaffKit(id, maySign);
  const refresh = useKitRefresh();
  const [countersign, setCountersign] = useState(false);
  const [sending, setSending] = useState(false);
  const current = kit.data?.ATUAL;
  if (!maySign || !current) return null;

  const resend = async () => {
    setSending(true);
    try {
      notifySuccess((await sendKit(id)).message);
      await refresh();
    } catch (e) {
      notifyError('Não foi possível enviar os documentos.', isApiError(e) ? e.message : undefined);
    } finally {
      setSending(false);
    }
  };
  const mayResend =
    (current.STATUS === 'RECUSADO' || current.STATUS === 'ASSINADO') && statusAllows(status, 'sign');
  return (
    <Card withBorder padding="md" aria-labelledby="kit-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h4" id="kit-title">
              Kit admissional
            </Title>
            <ColorBadge color={STATUS_COLOR[current.STATUS]} label={KIT_STATUS_LABELS[current.STATUS]} />
            <Text size="sm" c="dimmed">
              Versão {current.VERSAO} · enviado em {formatDateTimeBR(current.ENVIADO_EM)} por{' '}
              {current.ENVIADO_POR}
            </Text>
          </Group>
          <Group gap="xs">
            {current.STATUS === 'AGUARDANDO_EMPRESA' ? (
              <Button size="sm" onClick={() => setCountersign(true)}>
                Assinar pela empresa
              </Button>
            ) : null}
            {mayResend ? (
              <Button size="sm" variant="default" loading={sending} onClick={() => void resend()}>
                Enviar nova versão
              </Button>
            ) : null}
          </Group>
        </Group>
        {current.RECUSA ? (
          <Alert color="red" variant="light" title="Motivo da recusa">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {current.RECUSA}
            </Text>
          </Alert>
        ) : null}
        <KitDocumentsTable id={id} kit={current} label="Documentos do kit" />
        <Table aria-label="Assinantes do kit">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Assinante</Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th>CPF</Table.Th>
              <Table.Th>Assinado em</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.ASSINANTES.map((s) => (
              <Table.Tr key={s.ID}>
                <Table.Td>{KIT_SIGNER_ROLE_LABELS[s.PAPEL]}</Table.Td>
                <Table.Td>{s.NOME}</Table.Td>
                <Table.Td>{s.CPF ?? '—'}</Table.Td>
                <Table.Td>{s.ASSINADO_EM ? formatDateTimeBR(s.ASSINADO_EM) : 'Pendente'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <EarlierKits id={id} kits={kit.data?.ANTERIORES ?? []} />
      </Stack>
      {countersign ? (
        <CountersignDialog
          id={id}
          kit={current}
          onClose={() => setCountersign(false)}
          onDone={() => {
            setCountersign(false);
            void refresh();
          }}
        />
      ) : null}
    </Card>
  );
}
