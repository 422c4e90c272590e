/**
 * The attendance log (spec 3 §2, §6): status, date, observations and user of each entry, and a
 * note to add. For one document it lists that document's entries and the general ones (TIPO '0');
 * which general ones a reviewer sees is decided by the API (own ones, all for ADMIN).
 */
import { useState } from 'react';
import { Button, Center, Drawer, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ATTENDANCE_NOTE_MAX, DOC_MSG, formatDateTimeBR, MSG } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { isApiError } from '../../lib/api';
import { type LogRow } from '@admissao/domain';
import { getCandidateLogQueryOptions } from '../../lib/queries/candidate-log';
import { useAddLogNote } from './api/add-log-note';

interface Props {
  opened: boolean;
  onClose: () => void;
  candidateId: number;
  candidateStatus: number;
  userId: number;
  /** the document whose attendance log is shown; null for the general log */
  doc: { CODTIPODOC: number; DOCUMENTO: string } | null;
}

export function LogDrawer({ opened, onClose, candidateId, candidateStatus, userId, doc }: Props) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const log = useQuery({ ...getCandidateLogQueryOptions(candidateId, doc?.CODTIPODOC), enabled: opened });
  const add = useAddLogNote({ candidateId, userId, candidateStatus, doc }, () => setNote(''));
  const submit = () => {
    const text = note.trim();
    if (!text) return setError(DOC_MSG.observationRequired);
    if (text.length > ATTENDANCE_NOTE_MAX) return setError(DOC_MSG.noteTooLong);
    add.mutate(text);
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={doc ? `Atendimento: ${doc.DOCUMENTO}` : 'Log do candidato'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Textarea
          label={doc ? 'Apontamento sobre o documento' : 'Apontamento geral'}
          autosize
          minRows={2}
          maxLength={ATTENDANCE_NOTE_MAX}
          value={note}
          error={error}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="space-between">
          <Text size="xs" c="gray.7">
            {note.length}/{ATTENDANCE_NOTE_MAX}
          </Text>
          <Button size="xs" onClick={submit} loading={add.isPending}>
            Adicionar
          </Button>
        </Group>
        {log.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Carregando log" />
          </Center>
        ) : log.isError ? (
          <Text c="red.8" size="sm">
            {MSG.fetchError}
            {isApiError(log.error) ? `: ${log.error.message}` : ''}
          </Text>
        ) : log.data.length === 0 ? (
          <Text size="sm" c="gray.7">
            Nenhum registro.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Registros do log"
          >
            {log.data.map((e) => (
              <LogItem key={e.CODLOG} entry={e} />
            ))}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}

function LogItem({ entry }: { entry: LogRow }) {
  return (
    <li>
      <Stack gap={2} p="xs" bd="1px solid var(--mantine-color-gray-3)" bdrs="sm">
        <Group justify="space-between" gap="xs">
          <ColorBadge color={entry.CORSTATUS} label={entry.DESSTATUS ?? ''} />
          <Text size="xs" c="gray.7">
            {formatDateTimeBR(entry.DATLOG)}
          </Text>
        </Group>
        {entry.DOCUMENTO ? (
          <Text size="xs" fw={600}>
            {entry.DOCUMENTO}
          </Text>
        ) : (
          <Text size="xs" c="gray.7">
            Geral
          </Text>
        )}
        {entry.OBSERVACOES ? <Text size="sm">{entry.OBSERVACOES}</Text> : null}
        <Text size="xs" c="gray.7">
          {entry.USUARIO ?? '—'}
        </Text>
      </Stack>
    </li>
  );
}
