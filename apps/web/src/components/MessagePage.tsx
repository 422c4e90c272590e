import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export interface MessagePageProps {
  title: string;
  children?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
}

/** A centred title, text and one button: used by /restrito and the 404 page. */
export function MessagePage({ title, children, actionLabel, onAction }: MessagePageProps) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
        {actionLabel && onAction ? <Button onClick={onAction}>{actionLabel}</Button> : null}
      </Stack>
    </Center>
  );
}

export function MessageText({ children }: { children: ReactNode }) {
  return <Text c="gray.7">{children}</Text>;
}
