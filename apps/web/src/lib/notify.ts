import { notifications } from '@mantine/notifications';

/** Toast durations (spec 1 §9): 5 s normally, 10 s for password errors. */
export const TOAST_MS = 5000;
export const TOAST_LONG_MS = 10000;
/** the close button of every toast needs an accessible name (axe: button-name) */
const closeButtonProps = { 'aria-label': 'Fechar' };

export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, autoClose: TOAST_MS, closeButtonProps });
}

export function notifyError(message: string, details?: string | string[], autoClose = TOAST_MS) {
  const list = (Array.isArray(details) ? details : details ? [details] : []).filter(
    (d) => d && d !== message,
  );
  notifications.show({
    color: 'red',
    title: list.length ? message : undefined,
    message: list.length ? list.join('\n') : message,
    autoClose,
    closeButtonProps,
    style: { whiteSpace: 'pre-line' },
  });
}

export function notifyInfo(message: string, title?: string) {
  notifications.show({ color: 'blue', title, message, autoClose: TOAST_MS, closeButtonProps });
}
