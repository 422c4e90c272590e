/** 'Conversa' in the staff view of a candidate: the count of unread messages, the thread in a panel. */
import { Suspense, useState } from 'react';
import { Button, Indicator } from '@mantine/core';
import { IconMessage } from '../../components/icons';
import { useStaffThread } from './api/conversation';
import { lazyNamed } from '../../lib/deferred';

// the thread and its answer box load when the panel is first opened, then stay for its transitions
const StaffChatDrawer = lazyNamed(() => import('./StaffChatDrawer'), 'StaffChatDrawer');

export function StaffChatButton({ candidate, name }: { candidate: number; name: string }) {
  const [opened, setOpened] = useState(false);
  // set on the first click rather than through lib/deferred's useShownOnce: that module would be
  // one more file on the staff view's first visit, which sits at its 300 KB budget
  const [everOpened, setEverOpened] = useState(false);
  const thread = useStaffThread(candidate, opened);
  const unread = thread.data?.NAOLIDAS ?? 0;
  return (
    <>
      <Indicator label={unread} size={18} disabled={!unread || opened} color="red" offset={4}>
        <Button
          variant="default"
          leftSection={<IconMessage size={16} />}
          onClick={() => {
            setEverOpened(true);
            setOpened(true);
          }}
          aria-label={unread ? `Conversa (${unread} não lida${unread > 1 ? 's' : ''})` : 'Conversa'}
        >
          Conversa
        </Button>
      </Indicator>
      {everOpened ? (
        <Suspense fallback={null}>
          <StaffChatDrawer
            candidate={candidate}
            name={name}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
