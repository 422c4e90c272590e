/** The side panel a thread opens in, for the candidate and for staff (decision 049). */
import type { ReactNode } from 'react';
import { Drawer, Stack } from '@mantine/core';

export function ChatDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={props.size}
      title={props.title}
    >
      <Stack gap="sm">{props.children}</Stack>
    </Drawer>
  );
}
