/**
 * /admin/conversas (decision 049): the client's conversations, those waiting for HR first choice,
 * latest first; a row opens the thread beside the list.
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { ChatSummary } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { formatDateTimeBR } from '@admissao/domain';
import { padCode } from '../../lib/format';
import { useConversationList } from './api/conversation';
import { StaffChatDrawer } from './StaffChatDrawer';

function Row({ c, onOpen }: { c: ChatSummary; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} aria-label={`Abrir a conversa com ${c.NOME}`} w="100%">
      <Paper withBorder p="sm" radius="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>
                {padCode(c.CODCANDIDATO)} - {c.NOME}
              </Text>
              <ColorBadge color={c.CORSTATUS} label={`${c.CODSTATUS} - ${c.DESSTATUS}`} />
            </Group>
            <Text
              size="sm"
              c="gray.8"
              lineClamp={2}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {c.AUTORULTIMA === 'R' ? 'RH: ' : ''}
              {c.ULTIMA}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="xs" c="gray.7">
              {formatDateTimeBR(c.DATULTIMA)}
            </Text>
            {c.NAOLIDAS ? (
              <Badge color="red" aria-label={`${c.NAOLIDAS} não lida${c.NAOLIDAS > 1 ? 's' : ''}`}>
                {c.NAOLIDAS}
              </Badge>
            ) : null}
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

export function ConversationsPage() {
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<ChatSummary | null>(null);
  const list = useConversationList(all);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Conversas
        </Title>
        <SegmentedControl
          aria-label="Quais conversas"
          value={all ? 'todas' : 'abertas'}
          onChange={(v) => setAll(v === 'todas')}
          data={[
            { value: 'abertas', label: 'Aguardando o RH' },
            { value: 'todas', label: 'Todas' },
          ]}
        />
      </Group>
      {list.isPending ? (
        <Center p="xl">
          <Loader aria-label="Carregando conversas" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" title="Erro ao buscar dados">
          Não foi possível carregar as conversas.
        </Alert>
      ) : list.data.length === 0 ? (
        <Text c="gray.7">{all ? 'Nenhuma conversa ainda.' : 'Nenhuma conversa aguardando resposta.'}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.map((c) => (
            <li key={c.CODCANDIDATO}>
              <Row c={c} onOpen={() => setOpen(c)} />
            </li>
          ))}
        </Stack>
      )}
      {open ? (
        <StaffChatDrawer
          key={open.CODCANDIDATO}
          candidate={open.CODCANDIDATO}
          name={open.NOME}
          opened
          onClose={() => setOpen(null)}
          withRecordLink
        />
      ) : null}
    </Stack>
  );
}
