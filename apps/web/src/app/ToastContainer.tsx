import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT, TOAST_MS } from '../lib/notify';
import classes from './ToastContainer.module.css';

/**
 * Where toasts are shown: bottom-right, three at most, never over the header or the checking
 * screen's toolbar; 360 px wide, so they stay clear of a centred dialog's buttons on a laptop;
 * compact on a phone (ToastContainer.module.css).
 * Loaded with the first toast (base-providers.tsx).
 */
export function ToastContainer() {
  return (
    <Notifications
      position="bottom-right"
      autoClose={TOAST_MS}
      limit={TOAST_LIMIT}
      containerWidth={360}
      // the container spans the corner even when empty: it must never take a click
      styles={{ root: { pointerEvents: 'none' } }}
      classNames={{ notification: classes.notification }}
    />
  );
}
