/**
 * The listener cut from PostgreSQL without a word (issue 29): its heartbeat goes unanswered and
 * `heard()` turns false within FRESH_MS (2 s) — the session cache then reads the database for
 * every request instead of trusting what it holds — and the watchers are told, so the cache forgets
 * everything; when the link comes back, the heartbeat is answered and it is heard again.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { FRESH_MS, postgresSessionNotices, type SessionSubscription } from '../src/db/session-notices.ts';
import { startTcpRelay, type TcpRelay } from './support/tcp-relay.ts';

const SERVER = process.env.DATABASE_URL;

describe.skipIf(!SERVER)('the session listener under a silent partition (PostgreSQL)', () => {
  let relay: TcpRelay | undefined;
  let subscription: SessionSubscription | undefined;
  afterAll(async () => {
    subscription?.stop();
    await relay?.close();
  });

  it(`stops being heard within ${FRESH_MS} ms of the cut, and is heard again after it`, async () => {
    const target = new URL(SERVER!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(SERVER!);
    url.host = `127.0.0.1:${relay.port}`;
    const notices = postgresSessionNotices(pg, url.toString());
    const told: boolean[] = [];
    subscription = notices.watch({ change: () => undefined, listening: (now) => told.push(now) });
    await expect.poll(() => subscription!.heard(), { timeout: 5000 }).toBe(true);
    // healthy: heard stays true across several heartbeats
    await new Promise((r) => setTimeout(r, 2500));
    expect(subscription.heard()).toBe(true);

    relay.freeze();
    const cut = Date.now();
    await expect.poll(() => subscription!.heard(), { timeout: 5000, interval: 20 }).toBe(false);
    expect(Date.now() - cut).toBeLessThanOrEqual(FRESH_MS + 300);
    await expect.poll(() => told.at(-1), { timeout: 1000 }).toBe(false);

    relay.thaw();
    await expect.poll(() => subscription!.heard(), { timeout: 10_000 }).toBe(true);
    expect(told).toEqual([true, false, true]);
    await notices.stop();
  }, 30_000);
});
