/**
 * 'Fale com o RH' (decision 049): a button in the candidate's header, with the count of HR
 * messages unread, opening the candidate's own thread in a side panel (loaded when first opened).
 */
import { Suspense, useState } from 'react';
import { Button, Indicator, Text } from '@mantine/core';
import { IconMessage } from '../../components/icons';
import { useChatUnread } from './api/conversation';
import { lazyNamed } from '../../lib/deferred';

const CandidateChatDrawer = lazyNamed(() => import('./CandidateChatDrawer'), 'CandidateChatDrawer');

export function CandidateChatButton() {
  const [opened, setOpened] = useState(false);
  // mounted from the first opening on, so the drawer can animate its closing
  const [used, setUsed] = useState(false);
  const unread = useChatUnread();
  return (
    <>
      <Indicator label={unread} size={18} disabled={!unread} color="red" offset={4}>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconMessage size={16} />}
          onClick={() => {
            setUsed(true);
            setOpened(true);
          }}
          aria-label={unread ? `Fale com o RH (${unread} nova${unread > 1 ? 's' : ''})` : 'Fale com o RH'}
        >
          <Text span visibleFrom="sm" inherit>
            Fale com o RH
          </Text>
        </Button>
      </Indicator>
      {used ? (
        <Suspense fallback={null}>
          <CandidateChatDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
