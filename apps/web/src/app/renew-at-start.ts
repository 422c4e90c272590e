/**
 * A reload (or a bookmark) of a signed-in page knows the user but has no access token (decision
 * 009). The renewal is asked for as soon as the app's code has run, and the first render waits for
 * it a short while: the renewal's Web Lock is granted only once the main thread is free, and the
 * first render of the providers held it ~250 ms at 4× CPU, after which the page waited for the
 * renewal behind SessionGate's loader (issue 15 §6). A renewal slower than the wait (a slow
 * network) still shows the loader: SessionGate joins the same renewal (renewSession is
 * single-flight).
 */
import { renewOrSignOut } from '../lib/api';
import { needsRenewal } from '../lib/session';

/** how long the first render waits for the renewal before showing SessionGate's loader */
const FIRST_RENDER_WAIT_MS = 300;

/** resolves when the session needs no renewal, when it is renewed or refused, or after the wait */
export function renewAtStart(): Promise<void> {
  if (!needsRenewal()) return Promise.resolve();
  return Promise.race([
    renewOrSignOut().then(() => undefined),
    new Promise<void>((done) => setTimeout(done, FIRST_RENDER_WAIT_MS)),
  ]);
}
