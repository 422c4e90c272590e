/**
 * Session-change notifications (decision 044): the triggers of migration 0013 send
 * `NOTIFY admissao_session, '<key>'` when an account, its clients, or a sign-in changes; the
 * session cache (modules/auth/session-cache.ts) drops what it holds for that key.
 *
 * PostgreSQL: one dedicated listener connection per process, reconnected when it drops and
 * checked with a heartbeat; while it is away the watchers are told `listening(false)` and read
 * the database. Every pooled connection LISTENs too, so the process that makes a change hears its
 * own notification on the same connection, before its COMMIT returns (PostgreSQL delivers a
 * session's own notifications before ReadyForQuery) — the writer never races its own listener.
 * PGlite: in-process, notifications are handed over while the committing statement returns.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export const SESSION_CHANNEL = 'admissao_session';
/** how the dedicated listener connection names itself in pg_stat_activity */
export const LISTENER_APPLICATION_NAME = 'admissao-session-listener';

export interface SessionWatcher {
  change(key: string): void;
  listening(now: boolean): void;
}
export interface SessionSubscription {
  /**
   * true when every change committed more than FRESH_MS ago has surely been heard: the listener is
   * connected and its last heartbeat, sent at most FRESH_MS ago, was answered. A connection cut
   * without a word (a partition) stops answering, and this turns false within FRESH_MS — before the
   * heartbeat's own timeout drops the connection.
   */
  heard(): boolean;
  /** removes the watcher */
  stop(): void;
}
export type WatchSessions = (watcher: SessionWatcher) => SessionSubscription;

const RECONNECT_MS = 1000;
/** a heartbeat a second keeps 'heard' true on a healthy connection (its reply takes ~1 ms) */
const HEARTBEAT_MS = 1000;
/** how old the last answered heartbeat may be for the cache to answer from memory (issue 29: 2 s) */
export const FRESH_MS = 2000;
const HEARTBEAT_TIMEOUT_MS = 5000;

function watcherSet() {
  const watchers = new Set<SessionWatcher>();
  return {
    watchers,
    change: (key: string | undefined) => {
      for (const w of watchers) w.change(key || '*');
    },
    listening: (now: boolean) => {
      for (const w of watchers) w.listening(now);
    },
  };
}

/** PostgreSQL: give `onConnect` to the pool (each connection LISTENs before its first use). */
export function postgresSessionNotices(pgModule: typeof pg, url: string) {
  const set = watcherSet();
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', (m) => {
      if (m.channel === SESSION_CHANNEL) set.change(m.payload);
    });
    await client.query(`LISTEN ${SESSION_CHANNEL}`);
  };

  let listener: pg.Client | undefined;
  let up = false;
  let stopped = true;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** when the last answered heartbeat (or the LISTEN) was sent */
  let beatSentAt = 0;
  let beating = false;
  let lastSent = 0;

  const heard = () => up && Date.now() - beatSentAt <= FRESH_MS;
  /** tells the watchers when `heard` turns (the cache forgets what it holds on every turn) */
  let told = false;
  const tell = () => {
    const now = heard();
    if (told === now) return;
    told = now;
    set.listening(now);
  };
  const setUp = (now: boolean) => {
    up = now;
    tell();
  };
  const drop = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    clearInterval(heartbeat);
    setUp(false);
    client.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const beat = (client: pg.Client) => {
    tell();
    const sentAt = Date.now();
    if (beating || sentAt - lastSent < HEARTBEAT_MS) return;
    beating = true;
    lastSent = sentAt;
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('heartbeat')), HEARTBEAT_TIMEOUT_MS).unref(),
    );
    Promise.race([client.query('select 1'), timeout])
      .then(() => {
        if (listener !== client) return;
        beatSentAt = Math.max(beatSentAt, sentAt);
        tell();
      })
      .catch(() => drop(client))
      .finally(() => {
        beating = false;
      });
  };
  async function connect() {
    retry = undefined;
    if (stopped || listener) return;
    const client = new pgModule.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: HEARTBEAT_TIMEOUT_MS,
      application_name: LISTENER_APPLICATION_NAME,
    });
    listener = client;
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    client.on('notification', (m) => {
      if (m.channel === SESSION_CHANNEL) set.change(m.payload);
    });
    const sentAt = Date.now();
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
    } catch {
      drop(client);
      return;
    }
    if (listener !== client) return;
    if (stopped) {
      listener = undefined;
      await client.end().catch(() => undefined);
      return;
    }
    beatSentAt = sentAt;
    setUp(true);
    // a connection that died without a word (a cable, a firewall) stops being `heard` within
    // FRESH_MS, and is dropped after HEARTBEAT_TIMEOUT_MS; checked four times a second, sent once
    heartbeat = setInterval(() => beat(client), HEARTBEAT_MS / 4);
    heartbeat.unref();
  }
  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    const client = listener;
    listener = undefined;
    setUp(false);
    if (client) await client.end().catch(() => undefined);
  };

  const watch: WatchSessions = (watcher) => {
    set.watchers.add(watcher);
    if (told) watcher.listening(true);
    if (stopped) {
      stopped = false;
      void connect();
    }
    return {
      heard,
      stop: () => {
        set.watchers.delete(watcher);
        if (set.watchers.size === 0) void stop();
      },
    };
  };
  return { watch, stop, onConnect };
}

/** PGlite: one in-process connection; LISTEN on it hears every change as it commits. */
export function pgliteSessionNotices(client: PGlite) {
  const set = watcherSet();
  let unlisten: Promise<(() => Promise<void>) | undefined> | undefined;
  let up = false;
  const watch: WatchSessions = (watcher) => {
    set.watchers.add(watcher);
    if (up) watcher.listening(true);
    unlisten ??= client
      .listen(SESSION_CHANNEL, (payload) => set.change(payload))
      .then((off) => {
        up = true;
        set.listening(true);
        return off;
      })
      .catch(() => undefined);
    return {
      // in-process: a change is handed over as it commits, nothing can be in flight
      heard: () => up,
      stop: () => {
        set.watchers.delete(watcher);
        if (set.watchers.size > 0 || !unlisten) return;
        const pending = unlisten;
        unlisten = undefined;
        up = false;
        void pending.then((off) => off?.()).catch(() => undefined);
      },
    };
  };
  return { watch };
}
