/**
 * Leaving the page while saves are pending asks first: the browser's own prompt on reload or
 * close (beforeunload), a dialog on in-app navigation. The field being typed in is committed
 * before the page goes, so its value joins the stored pending edits.
 * A save that is simply on its way (online, nothing failing: e.g. the defaults the page stores
 * when it opens) is waited for a moment instead: the candidate who never typed is never asked.
 */
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useQueueSnapshot, useSaveQueue } from './AutosaveProvider';
import { LeaveDialog } from './LeaveDialog';

/** How long an in-app navigation waits for saves on their way before asking. */
export const LEAVE_GRACE_MS = 3000;

export function LeaveGuard() {
  const queue = useSaveQueue();
  const { pendingCount } = useQueueSnapshot();
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // the field being edited is saved on blur: blur it so its value is queued (and stored)
      const active = document.activeElement;
      if (active instanceof HTMLElement) active.blur();
      if (queue.getSnapshot().pendingCount === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [queue]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      pendingCount > 0 &&
      currentLocation.pathname !== nextLocation.pathname &&
      // an expired session goes to /login: nothing could be saved by staying
      nextLocation.pathname !== '/login',
  );
  const blocked = blocker.state === 'blocked';
  // the blocker object is new on each render; the wait below must not restart with it
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (!blocked) return setAsking(false);
    if (queue.getSnapshot().stalled || !navigator.onLine) return setAsking(true);
    let done = false;
    const ask = window.setTimeout(() => {
      done = true;
      setAsking(true);
    }, LEAVE_GRACE_MS);
    void queue.whenIdle().then(() => {
      if (done) return;
      window.clearTimeout(ask);
      blockerRef.current.proceed?.();
    });
    return () => {
      done = true;
      window.clearTimeout(ask);
    };
  }, [blocked, queue]);
  if (!(blocked && asking)) return null;
  return (
    <LeaveDialog
      // signing out clears this browser's copy of the session, the unsaved edits included
      signingOut={blocker.location?.pathname === '/logout'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
