import { useLayoutEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';

/**
 * Mantine's modals manager (`modals.openConfirmModal` and the like), loaded with the first dialog
 * it is asked for (providers.tsx). `onReady` runs once it listens, so the requests made while it
 * loaded are made again.
 */
export function ModalsHost({ onReady }: { onReady: () => void }) {
  // the manager's listeners are set in its layout effect, which runs before this one of its parent
  useLayoutEffect(onReady, [onReady]);
  return <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>{null}</ModalsProvider>;
}
