import { useEffect } from 'react';
import type { useMarkRead } from './api/conversation';

/** While a thread is open, what arrives is read: the read mark follows (and the badge goes down). */
export function useReadWhileOpen(
  opened: boolean,
  unread: number | undefined,
  mark: ReturnType<typeof useMarkRead>,
) {
  const { mutate, isPending } = mark;
  useEffect(() => {
    if (opened && unread && !isPending) mutate();
  }, [opened, unread, isPending, mutate]);
}
