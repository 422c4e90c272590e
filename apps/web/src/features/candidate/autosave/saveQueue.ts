/**
 * The autosave queue (spec 2 §4.6, "nothing is lost"): edits are sent one at a time, oldest
 * first, so a field shown by another (POSSUICNH → CNH) is saved after it. A newer value of a
 * field still waiting replaces the older one and takes its place at the end. A network or server failure (5xx,
 * among them the 503 of a dependency that is down and the 502/504 of the load balancer) is retried
 * with exponential backoff (1 s, 2 s, 4 s … at most 30 s), never sooner than the answer's
 * Retry-After asks, and holds the queue; a
 * refusal (4xx) is not retried and keeps the server's message. Every edit not saved yet is in
 * the pending store, so a reload re-sends it. No React here: the provider binds it to the page.
 */
import type { PendingStore } from './pendingStore';
import {
  keyOf,
  type Edit,
  type EditState,
  type EditTarget,
  type EditValue,
  type QueueSnapshot,
} from './types';

export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** Delay before attempt n+1 after n failures: 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelay = (failures: number, base = RETRY_BASE_MS, max = RETRY_MAX_MS) =>
  Math.min(max, base * 2 ** Math.max(0, failures - 1));

export interface SaveQueueOptions {
  /** sends one edit; resolves with the server's answer, rejects on failure */
  send: (edit: Edit) => Promise<unknown>;
  /** true for failures worth retrying (network, 5xx); false for refusals (4xx) */
  isRetryable: (error: unknown) => boolean;
  /** the text shown for a failure */
  messageOf: (error: unknown) => string;
  /** how long the failed answer asked to wait (Retry-After, ms), when it did */
  retryAfterOf?: (error: unknown) => number | undefined;
  store: PendingStore;
  /** after each successful save */
  onSaved?: (edit: Edit, answer: unknown) => void;
  /** when the last waiting edit was saved (the page refreshes the record then) */
  onIdle?: () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

interface Entry extends EditState {
  inFlight: boolean;
}

let counter = 0;
const newId = () =>
  `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class SaveQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private readonly opts: Required<Omit<SaveQueueOptions, 'onSaved' | 'onIdle' | 'retryAfterOf'>> &
    Pick<SaveQueueOptions, 'onSaved' | 'onIdle' | 'retryAfterOf'>;
  private timer: unknown = null;
  private busy = false;
  private disposed = false;
  private savedSinceIdle = false;
  private lastSavedAt: number | undefined;
  private snap: QueueSnapshot = { states: new Map(), pendingCount: 0, stalled: false };
  private idleWaiters: (() => void)[] = [];

  constructor(options: SaveQueueOptions) {
    this.opts = {
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      now: () => Date.now(),
      baseDelayMs: RETRY_BASE_MS,
      maxDelayMs: RETRY_MAX_MS,
      ...options,
    };
  }

  /** Takes the edits a previous load left in the store and sends them. */
  restore(): void {
    for (const edit of this.opts.store.load()) {
      if (this.entries.has(edit.key)) continue;
      this.entries.set(edit.key, { edit, status: 'pending', attempts: 0, inFlight: false });
    }
    this.changed();
    this.pump();
  }

  /** Queues a new value of one field (replacing a value of it still waiting). */
  enqueue(target: EditTarget, value: EditValue): Edit {
    const key = keyOf(target);
    const edit: Edit = { id: newId(), key, target, value, at: this.opts.now() };
    const existing = this.entries.get(key);
    if (existing && existing.status !== 'failed') {
      // the newest value goes to the end: values reach the server in the order they were made
      this.entries.delete(key);
      existing.edit = edit;
      this.entries.set(key, existing);
    } else {
      this.entries.delete(key);
      this.entries.set(key, { edit, status: 'pending', attempts: 0, inFlight: false });
    }
    this.opts.store.put(edit);
    this.changed();
    this.pump();
    return edit;
  }

  /** Forgets a refused edit (the field shows the stored value again). */
  dismiss(key: string): void {
    const entry = this.entries.get(key);
    if (entry?.status !== 'failed') return;
    this.entries.delete(key);
    this.changed();
  }

  /** Retries at once (the browser is back online, or the user asked). */
  retryNow(): void {
    if (this.timer === null) return;
    this.opts.clearTimer(this.timer);
    this.timer = null;
    this.pump();
  }

  /** Resolves when nothing is waiting (refused edits do not count). */
  whenIdle(): Promise<void> {
    if (this.snap.pendingCount === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  getSnapshot = (): QueueSnapshot => this.snap;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stops sending (sign-out); the store keeps what was not saved. */
  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) this.opts.clearTimer(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private next(): Entry | undefined {
    for (const entry of this.entries.values()) if (entry.status !== 'failed') return entry;
    return undefined;
  }

  private pump(): void {
    if (this.busy || this.timer !== null || this.disposed) return;
    const entry = this.next();
    if (!entry) {
      if (this.savedSinceIdle) {
        this.savedSinceIdle = false;
        this.opts.onIdle?.();
      }
      return;
    }
    this.busy = true;
    entry.inFlight = true;
    const sent = entry.edit;
    this.opts.send(sent).then(
      (answer) => this.settle(entry, sent, () => this.succeeded(entry, sent, answer)),
      (error: unknown) => this.settle(entry, sent, () => this.failed(entry, sent, error)),
    );
  }

  private settle(entry: Entry, _sent: Edit, apply: () => void): void {
    this.busy = false;
    entry.inFlight = false;
    if (this.disposed) return;
    apply();
    this.changed();
    this.pump();
  }

  private succeeded(entry: Entry, sent: Edit, answer: unknown): void {
    this.savedSinceIdle = true;
    this.lastSavedAt = this.opts.now();
    this.opts.onSaved?.(sent, answer);
    if (entry.edit.id === sent.id) {
      this.entries.delete(sent.key);
      this.opts.store.remove(sent);
    } else {
      // a newer value arrived while this one was on its way: it goes next
      entry.status = 'pending';
      entry.attempts = 0;
      entry.message = undefined;
    }
  }

  private failed(entry: Entry, sent: Edit, error: unknown): void {
    const message = this.opts.messageOf(error);
    if (this.opts.isRetryable(error)) {
      entry.attempts += 1;
      entry.status = 'retrying';
      entry.message = message;
      const backoff = retryDelay(entry.attempts, this.opts.baseDelayMs, this.opts.maxDelayMs);
      // the server knows when it expects to be back: not sooner than that, still at most 30 s
      const asked = this.opts.retryAfterOf?.(error);
      const delay = asked === undefined ? backoff : Math.min(this.opts.maxDelayMs, Math.max(backoff, asked));
      entry.nextRetryAt = this.opts.now() + delay;
      this.timer = this.opts.setTimer(() => {
        this.timer = null;
        this.pump();
      }, delay);
      return;
    }
    if (entry.edit.id !== sent.id) {
      // refused, but the field already holds a newer value: send that one
      entry.status = 'pending';
      entry.attempts = 0;
      return;
    }
    entry.status = 'failed';
    entry.message = message;
    this.opts.store.remove(sent);
  }

  private changed(): void {
    const states = new Map<string, EditState>();
    let pendingCount = 0;
    let stalled = false;
    for (const [key, e] of this.entries) {
      states.set(key, {
        edit: e.edit,
        status: e.status,
        attempts: e.attempts,
        message: e.message,
        nextRetryAt: e.nextRetryAt,
      });
      if (e.status !== 'failed') pendingCount += 1;
      if (e.status === 'retrying') stalled = true;
    }
    this.snap = { states, pendingCount, stalled, lastSavedAt: this.lastSavedAt };
    if (pendingCount === 0 && this.idleWaiters.length) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    }
    for (const listener of this.listeners) listener();
  }
}
