/** A candidate's thread for staff, in a side panel, with the answer box (decision 049). */
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useMarkRead, useStaffThread } from './api/conversation';
import { ChatDrawer } from './ChatDrawer';
import { ChatPanel } from './ChatPanel';
import { useReadWhileOpen } from './useReadWhileOpen';

interface Props {
  candidate: number;
  name: string;
  opened: boolean;
  onClose: () => void;
  /** a link to the candidate's record (from the list of conversations) */
  withRecordLink?: boolean;
}

export function StaffChatDrawer({ candidate, name, opened, onClose, withRecordLink }: Props) {
  const thread = useStaffThread(candidate, opened);
  const mark = useMarkRead(candidate);
  useReadWhileOpen(opened, thread.data?.NAOLIDAS, mark);
  return (
    <ChatDrawer opened={opened} onClose={onClose} size="md" title={`Conversa com ${name}`}>
      {withRecordLink ? (
        <Button component={Link} to={`/admin/dados/${candidate}`} variant="default" size="xs">
          Abrir o cadastro
        </Button>
      ) : null}
      <ChatPanel
        thread={thread}
        reader="R"
        empty="O candidato ainda não escreveu. Você pode iniciar a conversa."
        height="calc(100dvh - 340px)"
        candidate={candidate}
        composerLabel="Resposta ao candidato"
      />
    </ChatDrawer>
  );
}
