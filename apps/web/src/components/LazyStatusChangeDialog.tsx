import { Suspense, useState } from 'react';
import type { StatusChangeDialogProps } from './StatusChangeDialog';
import { lazyNamed } from '../lib/deferred';

const StatusChangeDialog = lazyNamed(() => import('./StatusChangeDialog'), 'StatusChangeDialog');

/**
 * The status change dialog, loaded when first opened (its select and note field are not part of
 * the staff view's or the checking screen's first paint, issue 15 §4) and kept mounted after, for
 * its closing transition.
 */
export function LazyStatusChangeDialog(props: StatusChangeDialogProps) {
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <StatusChangeDialog {...props} />
    </Suspense>
  );
}
