/** The messages of a thread, oldest first, the reader's own on the right; text shown as written. */
import { useEffect, useRef } from 'react';
import { Box, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@admissao/domain';
import { formatDateTimeBR } from '@admissao/domain';

interface Props {
  messages: readonly ChatMessage[];
  /** the reader's side: C the candidate, R the HR team */
  reader: 'C' | 'R';
  empty: string;
  height: number | string;
}

export function ChatThread({ messages, reader, empty, height }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.CODMENSAGEM;
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [last]);
  return (
    <ScrollArea h={height} viewportRef={viewport} type="auto" offsetScrollbars>
      <Stack gap="xs" role="log" aria-label="Mensagens" aria-live="polite">
        {messages.length === 0 ? (
          <Text size="sm" c="gray.7">
            {empty}
          </Text>
        ) : (
          messages.map((m) => {
            const own = m.AUTOR === reader;
            return (
              <Box
                key={m.CODMENSAGEM}
                style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
              >
                <Paper p="xs" radius="md" withBorder bg={own ? 'blue.0' : 'gray.0'} data-author={m.AUTOR}>
                  <Text size="xs" fw={600} c="gray.8">
                    {m.AUTOR === 'R' ? `RH · ${m.NOMEAUTOR}` : m.NOMEAUTOR}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.MENSAGEM}
                  </Text>
                  <Text size="xs" c="gray.7" ta="right">
                    {formatDateTimeBR(m.DATENVIO)}
                  </Text>
                </Paper>
              </Box>
            );
          })
        )}
      </Stack>
    </ScrollArea>
  );
}
