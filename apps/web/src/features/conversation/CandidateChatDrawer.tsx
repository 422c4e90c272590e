/**
 * The candidate's own thread with HR in a side panel (decision 049): loaded when 'Fale com o RH' is
 * first pressed, so the frame of every candidate page does not carry the chat (issue 15 §4).
 */
import { Text } from '@mantine/core';
import { useMarkRead, useMyThread } from './api/conversation';
import { ChatDrawer } from './ChatDrawer';
import { ChatPanel } from './ChatPanel';
import { useReadWhileOpen } from './useReadWhileOpen';

export function CandidateChatDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const thread = useMyThread(opened);
  const mark = useMarkRead(null);
  useReadWhileOpen(opened, thread.data?.NAOLIDAS, mark);
  return (
    <ChatDrawer
      opened={opened}
      onClose={onClose}
      // 440 px on a laptop, the whole width on a phone
      size="min(440px, 100vw)"
      title="Fale com o RH"
    >
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
    </ChatDrawer>
  );
}
