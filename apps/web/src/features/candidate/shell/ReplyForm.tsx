/**
 * Status 11 or more (spec 2 §2.1, spec 1 §4): the reviewers reopened the data. The warning,
 * the reviewers' observation and, for 11 and 12, a reply (≤ 200 characters) that moves the
 * status to 10 (POST /candidate/data/change).
 */
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { candidateExtrasApi, candidateRecordApi, type CandidateRecord } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';

export const REOPENED_WARNING =
  'Clique em Validar em cada aba e depois em Finalizar para reiniciar o processo de conferência';
export const REPLY_MAX = 200;

export function ReopenedNotice({ record }: { record: CandidateRecord }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  if (record.CODSTATUS < 11) return null;
  const canReply = record.CODSTATUS === 11 || record.CODSTATUS === 12;

  const send = async () => {
    setSending(true);
    try {
      await call(candidateExtrasApi.changeStatus, {
        body: {
          CODCANDIDATO: record.CODCANDIDATO,
          CODUSUARIO: user?.CODUSUARIO,
          CODSTATUS: 10,
          OBSSTATUS: reply.trim(),
        },
      });
      notifySuccess('Resposta enviada');
      setReply('');
      await invalidateCalls(queryClient, candidateRecordApi.get);
    } catch (e) {
      notifyError('Erro ao enviar a resposta', isApiError(e) ? e.message : undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      color="orange"
      variant="light"
      title="Atenção"
      styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {REOPENED_WARNING}
        </Text>
        {record.OBSSTATUS ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <Text span fw={600}>
              Observação:
            </Text>{' '}
            {record.OBSSTATUS}
          </Text>
        ) : null}
        {canReply ? (
          <>
            <Textarea
              label="Sua resposta"
              maxLength={REPLY_MAX}
              autosize
              minRows={2}
              description={`${reply.length}/${REPLY_MAX} caracteres`}
              value={reply}
              onChange={(e) => setReply(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button loading={sending} disabled={!reply.trim()} onClick={() => void send()}>
                Enviar resposta
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
