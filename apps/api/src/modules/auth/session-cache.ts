/**
 * The session check without a round trip (decision 044). What the per-request account check reads
 * — a staff user's account, permissions, clients and own data; a candidate's client, session
 * version and temporary-password flag; which sign-ins (`auth_session` rows) are live — is kept in
 * memory per app and dropped the moment the database says it changed: triggers on `staff_user`,
 * `membership`, `candidate` and `auth_session` send `NOTIFY admissao_session, '<key>'` (migration
 * 0013), and the database driver hands every notification here (db/client.ts `watchSessions`).
 *
 * The cache answers only while the listener is connected and its last heartbeat is at most 2 s old
 * (`heard`, db/session-notices.ts): a process cut from the database without a word stops trusting
 * what it holds within 2 s, reads the database — and answers 503 if it cannot (issue 29). When the
 * listener drops or goes quiet, everything held is forgotten and every request reads the database
 * again (the plugin's one query) until it is heard again — a notification missed while it was away
 * can never leave a stale entry.
 *
 * The status counts of each client (POST /candidate/status, read on every visit of the list) are
 * held the same way, dropped on `k:<codadm>:<codcli>` (migration 0025); so are the pages of its
 * candidate list, dropped on `k:` and on `l:<codadm>:<codcli>` (anything a list row shows, 0026),
 * and a page not held is read once for the calls that ask it together since the last change heard.
 *
 * A read that started before a change and ends after it must not store what it read: every
 * change bumps `epoch`, and a read stores only if the epoch is the one it started with.
 *
 * `answers: false` (ANSWER_CACHE=off, the bench's cold reads, issue 35 §1): the counts and list pages
 * are never held — every call reads them — while the session facts still are (they are the check
 * every call makes, not a call's answer).
 */
import type { StatusCount, TenantRef } from '@admissao/domain';
import type { Database } from '../../db/client.ts';

/** entries per map; beyond it the oldest are dropped (a Map iterates in insertion order) */
const MAX_ENTRIES = 50_000;
/** list pages held across all clients (a page of 25 rows is ~15 KB of JSON) */
const MAX_LIST_PAGES = 2_000;

export interface SessionCache<Staff, Candidate> {
  /** true while changes are being heard: only then may anything be read from or stored in the cache */
  readonly listening: boolean;
  /** the epoch a database read starts at; pass it back to `store*` */
  readonly epoch: number;
  staff(codusuario: number): Staff | undefined;
  candidate(codcandidato: number): Candidate | undefined;
  /** true when the sign-in is known live for this subject (false: unknown, read the database) */
  liveSession(sid: string, subject: string): boolean;
  storeStaff(epoch: number, codusuario: number, facts: Staff): void;
  storeCandidate(epoch: number, codcandidato: number, facts: Candidate): void;
  storeSession(epoch: number, sid: string, subject: string, expiresAt: number): void;
  /** the client's candidates per status, when held */
  statusCounts(tenant: TenantRef): StatusCount[] | undefined;
  storeStatusCounts(epoch: number, tenant: TenantRef, counts: StatusCount[]): void;
  /** one page of the client's candidate list as its JSON answer, by the key of its filters, order and page */
  listPage(tenant: TenantRef, key: string): string | undefined;
  storeListPage(epoch: number, tenant: TenantRef, key: string, json: string): void;
  /**
   * The page held, or the answer of a read of it already running since the last change heard, or
   * `read()` (stored when it ends, by the epoch rule): calls that miss together read once.
   */
  sharedListPage(tenant: TenantRef, key: string, read: () => Promise<string>): Promise<string>;
  /** stop listening (app close) */
  close(): void;
}

function bounded<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as K);
}

/** the key of a client's counts and list pages, as the triggers write it after 'k:' and 'l:' */
const countsKey = (t: TenantRef) => `${t.CODADM}:${t.CODCLI}`;

export function createSessionCache<Staff, Candidate>(
  database: Database,
  { answers = true } = {},
): SessionCache<Staff, Candidate> {
  const staff = new Map<number, Staff>();
  const candidates = new Map<number, Candidate>();
  const sessions = new Map<string, { subject: string; expiresAt: number }>();
  const counts = new Map<string, StatusCount[]>();
  const lists = createListPages();
  /** reads of a page running now, by client and key, with the epoch each started at */
  const reading = new Map<string, { at: number; answer: Promise<string> }>();
  let listening = false;
  let epoch = 0;

  const forgetAll = () => {
    epoch++;
    staff.clear();
    candidates.clear();
    sessions.clear();
    counts.clear();
    lists.clear();
  };
  /**
   * `u:<id>` staff user (row or memberships), `c:<id>` candidate, `s:<sid>` sign-in,
   * `k:<codadm>:<codcli>` a client's status counts (and list pages), `l:<codadm>:<codcli>` a client's
   * list pages, `*` everything
   */
  const change = (key: string) => {
    epoch++;
    const id = key.slice(2);
    if (key.startsWith('u:')) staff.delete(Number(id));
    else if (key.startsWith('c:')) candidates.delete(Number(id));
    else if (key.startsWith('s:')) sessions.delete(id);
    else if (key.startsWith('k:')) {
      counts.delete(id);
      lists.drop(id);
    } else if (key.startsWith('l:')) lists.drop(id);
    else forgetAll();
  };
  const subscription = database.watchSessions({
    change,
    listening(now) {
      // whatever was held was heard by the listener before it dropped, or is lost: start over
      forgetAll();
      listening = now;
    },
  });

  /** only while changes are heard may anything be read from or stored in the cache */
  const live = () => listening && subscription.heard();
  /** the same, for what a call answers (counts, list pages) */
  const liveAnswers = () => answers && live();

  return {
    get listening() {
      return live();
    },
    get epoch() {
      return epoch;
    },
    staff: (id) => (live() ? staff.get(id) : undefined),
    candidate: (id) => (live() ? candidates.get(id) : undefined),
    liveSession(sid, subject) {
      if (!live()) return false;
      const s = sessions.get(sid);
      return !!s && s.subject === subject && s.expiresAt > Date.now();
    },
    storeStaff(at, id, facts) {
      if (at === epoch && live()) bounded(staff, id, facts);
    },
    storeCandidate(at, id, facts) {
      if (at === epoch && live()) bounded(candidates, id, facts);
    },
    storeSession(at, sid, subject, expiresAt) {
      if (at === epoch && live()) bounded(sessions, sid, { subject, expiresAt });
    },
    statusCounts: (tenant) => (liveAnswers() ? counts.get(countsKey(tenant)) : undefined),
    storeStatusCounts(at, tenant, rows) {
      if (at === epoch && liveAnswers()) bounded(counts, countsKey(tenant), rows);
    },
    listPage: (tenant, key) => (liveAnswers() ? lists.get(countsKey(tenant), key) : undefined),
    storeListPage(at, tenant, key, page) {
      if (at === epoch && liveAnswers()) lists.set(countsKey(tenant), key, page);
    },
    sharedListPage(tenant, key, read) {
      if (!liveAnswers()) return read();
      const client = countsKey(tenant);
      const known = lists.get(client, key);
      if (known) return Promise.resolve(known);
      // a read that started after the last change heard answers what a new one would: join it (while
      // a client's candidates keep saving, a page is dropped faster than a read ends and stored)
      const id = `${client}\n${key}`;
      const running = reading.get(id);
      if (running?.at === epoch) return running.answer;
      const at = epoch;
      const answer = read().then((json) => {
        if (at === epoch && liveAnswers()) lists.set(client, key, json);
        return json;
      });
      const entry = { at, answer };
      reading.set(id, entry);
      const done = () => void (reading.get(id) === entry && reading.delete(id));
      answer.then(done, done);
      return answer;
    },
    close() {
      subscription.stop();
      listening = false;
      forgetAll();
    },
  };
}

/**
 * The list pages of each client: dropped a client at a time, at most MAX_LIST_PAGES in all (the
 * client whose pages were stored first goes first).
 */
function createListPages() {
  const byClient = new Map<string, Map<string, string>>();
  let size = 0;
  const drop = (client: string) => {
    size -= byClient.get(client)?.size ?? 0;
    byClient.delete(client);
  };
  return {
    get: (client: string, key: string) => byClient.get(client)?.get(key),
    set(client: string, key: string, page: string) {
      let pages = byClient.get(client);
      if (!pages) byClient.set(client, (pages = new Map()));
      if (!pages.has(key)) size++;
      pages.set(key, page);
      while (size > MAX_LIST_PAGES) drop(byClient.keys().next().value as string);
    },
    drop,
    clear() {
      byClient.clear();
      size = 0;
    },
  };
}
