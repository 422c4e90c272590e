/** 'Conversa' in the staff view of a candidate: the count of unread messages, the thread in a panel. */
import { useState } from 'react';
import { Button, Indicator } from '@mantine/core';
import { IconMessage } from '../../components/icons';
import { useStaffThread } from './api/conversation';
import { StaffChatDrawer } from './StaffChatDrawer';

export function StaffChatButton({ candidate, name }: { candidate: number; name: string }) {
  const [opened, setOpened] = useState(false);
  const thread = useStaffThread(candidate, opened);
  const unread = thread.data?.NAOLIDAS ?? 0;
  return (
    <>
      <Indicator label={unread} size={18} disabled={!unread || opened} color="red" offset={4}>
        <Button
          variant="default"
          leftSection={<IconMessage size={16} />}
          onClick={() => setOpened(true)}
          aria-label={unread ? `Conversa (${unread} não lida${unread > 1 ? 's' : ''})` : 'Conversa'}
        >
          Conversa
        </Button>
      </Indicator>
      <StaffChatDrawer candidate={candidate} name={name} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
