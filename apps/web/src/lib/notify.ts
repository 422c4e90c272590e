import type { ReactNode } from 'react';
import { notifications, notificationsStore } from '@mantine/notifications';

/** Toast durations (spec 1 §9): 5 s normally, 10 s for password errors. */
export const TOAST_MS = 5000;
export const TOAST_LONG_MS = 10000;
/** toasts on screen at once (spec 1 §9) */
export const TOAST_LIMIT = 3;

// set here rather than by the container (base-providers.tsx), which loads with the first toast:
// a burst shown before it is there is held to the same limit and corner
notificationsStore.updateState((state) => ({
  ...state,
  limit: TOAST_LIMIT,
  defaultPosition: 'bottom-right',
}));

/** the close button of every toast needs an accessible name (axe: button-name) */
const closeButtonProps = { 'aria-label': 'Fechar' };

/**
 * At most 3 toasts are on screen (TOAST_LIMIT); Mantine queues the others, so a burst of upload
 * notices would hold back the message that matters now. What waited is dropped: the newest shows.
 */
function show(props: Parameters<typeof notifications.show>[0]): string {
  notifications.cleanQueue();
  return notifications.show(props);
}

export function notifySuccess(message: string, title?: string) {
  show({ color: 'green', title, message, autoClose: TOAST_MS, closeButtonProps });
}

/** Returns the toast's id (hideNotification). */
export function notifyError(message: string, details?: string | string[], autoClose = TOAST_MS): string {
  const list = (Array.isArray(details) ? details : details ? [details] : []).filter(
    (d) => d && d !== message,
  );
  return show({
    color: 'red',
    title: list.length ? message : undefined,
    message: list.length ? list.join('\n') : message,
    autoClose,
    closeButtonProps,
    style: { whiteSpace: 'pre-line' },
  });
}

export function notifyInfo(message: string, title?: string) {
  show({ color: 'blue', title, message, autoClose: TOAST_MS, closeButtonProps });
}

/** 'Atenção' (orange, 10 s): what the user must fix before going on. Returns the toast's id. */
export function notifyWarning(message: ReactNode, id?: string): string {
  return show({
    id,
    color: 'orange',
    title: 'Atenção',
    message,
    autoClose: TOAST_LONG_MS,
    closeButtonProps: { 'aria-label': 'Fechar aviso' },
  });
}

/** The toasts on screen and those waiting for a place (id and message). */
export function toastsNow(): { id?: string; message: ReactNode }[] {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue];
}

/** Removes every toast (a test starting clean; a screen that must show only what comes next). */
export const clearToasts = () => notifications.clean();

/**
 * A notice with a loader that stays until hidden by its id (a call waiting to be repeated): shown
 * once, then its text replaced in place. It goes before other toasts, so a burst cannot queue it.
 */
export function notifyPending(id: string, message: string, onClose?: () => void): void {
  if (toastsNow().some((n) => n.id === id)) {
    notifications.update({ id, message });
    return;
  }
  show({
    id,
    color: 'orange',
    loading: true,
    message,
    autoClose: false,
    priority: 1,
    closeButtonProps,
    onClose,
  });
}

export const hideNotification = (id: string) => notifications.hide(id);
