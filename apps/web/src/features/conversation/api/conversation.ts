/**
 * The conversation calls (decision 049): the badge count (polled), the candidate's own thread, a
 * candidate's thread for staff, the staff list; writing and read marks invalidate what they change.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationApi as api, isStaffRole } from '@admissao/domain';
import { call, callQuery, invalidateCalls } from '../../../lib/call';
import { useSession } from '../../../lib/session';

/** how often a badge asks (a new message shows within a minute) */
const UNREAD_POLL_MS = 60_000;
/** how often an open thread asks */
const THREAD_POLL_MS = 15_000;

const refreshAll = (qc: ReturnType<typeof useQueryClient>) =>
  invalidateCalls(qc, api.unread, api.mine, api.thread, api.list);

/** The badge: for a candidate the HR messages unread, for staff the client's conversations with unread messages. */
export function useChatUnread() {
  const { user, token, client } = useSession();
  const staff = isStaffRole(user?.PERMISSAO);
  // a multi-client user acts on no client until one is chosen
  const enabled = Boolean(user && token) && (!staff || Boolean(client) || !user?.MULTICLIENTE);
  const query = useQuery({
    ...callQuery(api.unread, undefined, { refetchInterval: UNREAD_POLL_MS, staleTime: 10_000, retry: false }),
    enabled,
  });
  return enabled ? (query.data?.NAOLIDAS ?? 0) : 0;
}

export const useMyThread = (opened: boolean) =>
  useQuery({
    ...callQuery(api.mine, undefined, { refetchInterval: opened ? THREAD_POLL_MS : false }),
    enabled: opened,
  });

/** A candidate's thread for staff: read at once (its count is the button's badge), polled faster while open. */
export const useStaffThread = (id: number, opened: boolean) =>
  useQuery(
    callQuery(api.thread, { params: { id } }, { refetchInterval: opened ? THREAD_POLL_MS : UNREAD_POLL_MS }),
  );

export const useConversationList = (all: boolean) =>
  useQuery(
    callQuery(api.list, { query: { TODAS: all ? 'true' : 'false' } }, { refetchInterval: UNREAD_POLL_MS }),
  );

/** Sends a message: the candidate's own, or staff's to candidate `id`. */
export function useSendMessage(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      id === null
        ? call(api.write, { body: { MENSAGEM: text } })
        : call(api.answer, { params: { id }, body: { MENSAGEM: text } }),
    // not awaited: the box clears as soon as the message is stored, the thread follows
    onSuccess: () => void refreshAll(qc),
  });
}

/** Marks the other side's messages read (the candidate's own thread, or staff's of candidate `id`). */
export function useMarkRead(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => (id === null ? call(api.readMine) : call(api.read, { params: { id } })),
    // awaited: the mark stays pending until the thread is read again, so it is not sent twice
    onSuccess: () => refreshAll(qc),
  });
}
