/**
 * 'Fale com o RH' (decision 049): a button in the candidate's header, with the count of HR
 * messages unread, opening the candidate's own thread in a side panel.
 */
import { useState } from 'react';
import { Button, Drawer, Indicator, Stack, Text } from '@mantine/core';
import { IconMessage } from '../../components/icons';
import { useChatUnread, useMarkRead, useMyThread } from './api/conversation';
import { ChatPanel } from './ChatPanel';
import { useReadWhileOpen } from './useReadWhileOpen';

export function CandidateChatButton() {
  const [opened, setOpened] = useState(false);
  const unread = useChatUnread();
  const thread = useMyThread(opened);
  const mark = useMarkRead(null);
  useReadWhileOpen(opened, thread.data?.NAOLIDAS, mark);
  return (
    <>
      <Indicator label={unread} size={18} disabled={!unread} color="red" offset={4}>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconMessage size={16} />}
          onClick={() => setOpened(true)}
          aria-label={unread ? `Fale com o RH (${unread} nova${unread > 1 ? 's' : ''})` : 'Fale com o RH'}
        >
          <Text span visibleFrom="sm" inherit>
            Fale com o RH
          </Text>
        </Button>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        // 440 px on a laptop, the whole width on a phone
        size="min(440px, 100vw)"
        title="Fale com o RH"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            Escreva sua dúvida sobre a admissão. A equipe de RH responde por aqui e você recebe um aviso por
            e-mail quando houver resposta.
          </Text>
          <ChatPanel
            thread={thread}
            reader="C"
            empty="Nenhuma mensagem ainda."
            height="calc(100dvh - 400px)"
            candidate={null}
            composerLabel="Sua mensagem"
          />
        </Stack>
      </Drawer>
    </>
  );
}
