import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localPendingStore, memoryPendingStore, pendingEditsKey } from './pendingStore';
import { retryDelay, SaveQueue, type SaveQueueOptions } from './saveQueue';
import type { Edit } from './types';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'Falha de conexão com a API' : `Erro ${status}`);
  }
}

/** A server whose answers the test decides, recording what it received. */
function fakeServer() {
  const received: Edit[] = [];
  let failWith: number | null = null;
  let hold: Promise<void> | null = null;
  return {
    received,
    failWith: (status: number | null) => void (failWith = status),
    holdUntil: (p: Promise<void>) => void (hold = p),
    send: async (edit: Edit) => {
      if (hold) await hold;
      received.push(edit);
      if (failWith !== null) throw new HttpError(failWith);
      return { FIELD: edit.key, VALUE: edit.value };
    },
  };
}

function queueWith(server: ReturnType<typeof fakeServer>, extra: Partial<SaveQueueOptions> = {}) {
  const store = memoryPendingStore();
  const queue = new SaveQueue({
    send: server.send,
    isRetryable: (e) => e instanceof HttpError && (e.status === 0 || e.status >= 500),
    messageOf: (e) => (e instanceof Error ? e.message : 'erro'),
    store,
    ...extra,
  });
  return { queue, store };
}

const field = (name: string) => ({ kind: 'field' as const, field: name });
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('save queue', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('sends one edit at a time, oldest first, and forgets saved ones', async () => {
    const server = fakeServer();
    const onIdle = vi.fn();
    const { queue, store } = queueWith(server, { onIdle });
    queue.enqueue(field('POSSUICNH'), true);
    queue.enqueue(field('CNH'), '22522791508');
    expect(queue.getSnapshot().pendingCount).toBe(2);
    await flush();
    expect(server.received.map((e) => e.key)).toEqual(['field:POSSUICNH', 'field:CNH']);
    expect(queue.getSnapshot().pendingCount).toBe(0);
    expect(store.map.size).toBe(0);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps the time of the last successful save, not of a failed attempt', async () => {
    const server = fakeServer();
    let clock = 1_000;
    const { queue } = queueWith(server, { now: () => clock });
    expect(queue.getSnapshot().lastSavedAt).toBeUndefined();
    queue.enqueue(field('NOME'), 'ANA');
    await flush();
    expect(queue.getSnapshot().lastSavedAt).toBe(1_000);
    clock = 5_000;
    server.failWith(0);
    queue.enqueue(field('NOME'), 'BIA');
    await flush();
    expect(queue.getSnapshot()).toMatchObject({ stalled: true, lastSavedAt: 1_000 });
    clock = 9_000;
    server.failWith(null);
    queue.retryNow();
    await flush();
    expect(queue.getSnapshot()).toMatchObject({ stalled: false, lastSavedAt: 9_000 });
  });

  it('a newer value of a waiting field replaces the older one', async () => {
    const server = fakeServer();
    let release!: () => void;
    server.holdUntil(new Promise<void>((r) => (release = r)));
    const { queue } = queueWith(server);
    queue.enqueue(field('NOME'), 'A');
    queue.enqueue(field('APELIDO'), 'X');
    queue.enqueue(field('APELIDO'), 'Y');
    queue.enqueue(field('NOME'), 'B'); // NOME 'A' is already on its way
    release();
    await flush();
    expect(server.received.map((e) => `${e.key}=${String(e.value)}`)).toEqual([
      'field:NOME=A',
      'field:APELIDO=Y',
      'field:NOME=B',
    ]);
  });

  it('retries network and server failures with backoff, holding the queue, until they pass', async () => {
    const server = fakeServer();
    server.failWith(0);
    const { queue, store } = queueWith(server);
    queue.enqueue(field('NOME'), 'ANA');
    queue.enqueue(field('APELIDO'), 'ANINHA');
    await flush();
    expect(server.received).toHaveLength(1);
    expect(queue.getSnapshot().stalled).toBe(true);
    expect(queue.getSnapshot().states.get('field:NOME')).toMatchObject({ status: 'retrying', attempts: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(server.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s
    expect(server.received).toHaveLength(2);
    server.failWith(503);
    await vi.advanceTimersByTimeAsync(2000); // 2 s
    expect(server.received).toHaveLength(3);
    expect(store.map.size).toBe(2); // still kept for a reload
    server.failWith(null);
    await vi.advanceTimersByTimeAsync(4000); // 4 s
    expect(server.received.map((e) => e.key)).toEqual([
      'field:NOME',
      'field:NOME',
      'field:NOME',
      'field:NOME',
      'field:APELIDO',
    ]);
    expect(queue.getSnapshot()).toMatchObject({ pendingCount: 0, stalled: false });
    expect(store.map.size).toBe(0);
  });

  it('retryNow sends at once (back online)', async () => {
    const server = fakeServer();
    server.failWith(0);
    const { queue } = queueWith(server);
    queue.enqueue(field('NOME'), 'ANA');
    await flush();
    server.failWith(null);
    queue.retryNow();
    await flush();
    expect(server.received).toHaveLength(2);
    expect(queue.getSnapshot().pendingCount).toBe(0);
  });

  it('a refusal (4xx) is not retried, keeps the message and lets the others through', async () => {
    const server = fakeServer();
    server.failWith(400);
    const { queue, store } = queueWith(server);
    queue.enqueue(field('CPF'), '111');
    await flush();
    server.failWith(null);
    queue.enqueue(field('NOME'), 'ANA');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.received.map((e) => e.key)).toEqual(['field:CPF', 'field:NOME']);
    expect(queue.getSnapshot().states.get('field:CPF')).toMatchObject({
      status: 'failed',
      message: 'Erro 400',
    });
    expect(queue.getSnapshot().pendingCount).toBe(0);
    expect(store.map.size).toBe(0);
    queue.enqueue(field('CPF'), '52998224725'); // a new value of a refused field is sent again
    await flush();
    expect(queue.getSnapshot().states.size).toBe(0);
  });

  it('edits left in the store by a previous load are re-sent in their order', async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const store = localPendingStore(pendingEditsKey(7), storage);
    const offline = fakeServer();
    offline.failWith(0);
    const first = new SaveQueue({ send: offline.send, isRetryable: () => true, messageOf: () => '', store });
    first.enqueue(field('NOME'), 'ANA');
    vi.advanceTimersByTime(5);
    first.enqueue(field('CPF'), '52998224725');
    await flush();
    first.dispose(); // the page is closed
    expect(JSON.parse(data.get('admissao.pendingEdits.7')!)).toHaveProperty('field:CPF');

    const server = fakeServer();
    const second = new SaveQueue({ send: server.send, isRetryable: () => true, messageOf: () => '', store });
    second.restore();
    await flush();
    expect(server.received.map((e) => e.key)).toEqual(['field:NOME', 'field:CPF']);
    expect(data.has('admissao.pendingEdits.7')).toBe(false);
  });

  it('two tabs sharing the store never remove each other’s edits', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const tabA = localPendingStore('k', storage);
    const tabB = localPendingStore('k', storage);
    const edit = (key: string, id: string): Edit => ({
      id,
      key,
      target: field(key),
      value: id,
      at: 1,
    });
    tabA.put(edit('NOME', 'a1'));
    tabB.put(edit('CPF', 'b1'));
    tabB.put(edit('NOME', 'b2')); // tab B edited the same field later
    tabA.remove(edit('NOME', 'a1')); // tab A's older save finished: B's newer edit stays
    expect(
      tabA
        .load()
        .map((e) => e.id)
        .sort(),
    ).toEqual(['b1', 'b2']);
    tabB.remove(edit('CPF', 'b1'));
    tabB.remove(edit('NOME', 'b2'));
    expect(data.size).toBe(0);
  });

  it('whenIdle resolves once everything waiting is saved', async () => {
    const server = fakeServer();
    const { queue } = queueWith(server);
    await queue.whenIdle();
    queue.enqueue(field('NOME'), 'ANA');
    const idle = vi.fn();
    void queue.whenIdle().then(idle);
    await flush();
    expect(idle).toHaveBeenCalled();
  });
});
