/**
 * The one notice shown while calls wait to be repeated (transient.ts): "Serviço temporariamente
 * indisponível. Tentando novamente em 5 s…". Calls in parallel share it — a screen loading five
 * lists while the database is down shows one notice, not five. It counts down to the soonest
 * repeat and stays while the repeated calls are on their way; when the last of them ends it goes,
 * replaced by "Serviço restabelecido." when one got through. A final failure is shown by the
 * caller, with the server's message, as any other error.
 */
import { hideNotification, notifyPending, notifySuccess } from './notify';

export const NOTICE_ID = 'api-unavailable';
export const RECOVERED_MESSAGE = 'Serviço restabelecido.';
const TICK_MS = 1000;

interface Waiter {
  /** when this call is sent again; null while it is on its way */
  until: number | null;
  /** its last failure was "no connection" rather than an answer of the server */
  offline: boolean;
}

const waiters = new Set<Waiter>();
let ticker: ReturnType<typeof setInterval> | null = null;
let recovered = false;
/** the user closed the notice: not shown again until this episode ends */
let dismissed = false;
let lastText = '';

function noticeText(): string {
  const now = Date.now();
  let soonest = Infinity;
  let offline = true;
  for (const w of waiters) {
    if (w.until !== null && w.until > now) soonest = Math.min(soonest, w.until);
    offline &&= w.offline;
  }
  const cause = offline ? 'Sem conexão com o servidor.' : 'Serviço temporariamente indisponível.';
  const seconds = Math.ceil((soonest - now) / 1000);
  return Number.isFinite(soonest) && seconds > 0
    ? `${cause} Tentando novamente em ${seconds} s…`
    : `${cause} Tentando novamente…`;
}

function render(): void {
  if (dismissed || waiters.size === 0) return;
  const text = noticeText();
  if (text === lastText) return;
  lastText = text;
  notifyPending(NOTICE_ID, text, () => {
    // our own hide (finish) comes with no waiter left; a close while waiting is the user's
    if (waiters.size) dismissed = true;
  });
}

function finish(): void {
  if (ticker !== null) clearInterval(ticker);
  ticker = null;
  lastText = '';
  dismissed = false;
  hideNotification(NOTICE_ID);
  if (recovered) notifySuccess(RECOVERED_MESSAGE);
  recovered = false;
}

/** One call's part in the shared notice. */
export interface RetryNotice {
  /** the call failed and is sent again in `ms` */
  waitFor(ms: number, offline: boolean): void;
  /** the wait is over: the call is on its way again */
  resending(): void;
  /** the call ended: got through (ok) or gave up / was aborted */
  end(ok: boolean): void;
}

export function retryNotice(): RetryNotice {
  const me: Waiter = { until: null, offline: false };
  let active = false;
  return {
    waitFor(ms, offline) {
      me.until = Date.now() + ms;
      me.offline = offline;
      if (!active) {
        active = true;
        waiters.add(me);
      }
      // the countdown's text changes each second; one timer for every waiting call
      ticker ??= setInterval(render, TICK_MS);
      render();
    },
    resending() {
      me.until = null;
      if (active) render();
    },
    end(ok) {
      if (!active) return;
      active = false;
      waiters.delete(me);
      if (ok) recovered = true;
      if (waiters.size) render();
      else finish();
    },
  };
}
