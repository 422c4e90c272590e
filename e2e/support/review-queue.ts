/**
 * The review-queue browser tests' run (issue 18 §2, decision 040): a lifecycle server, a browser, the
 * demo candidates' ids by e-mail, and a way to put a candidate in the queue as waiting for so long.
 */
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { rowsOf } from '../../apps/api/src/lib/rows.ts';
import { launchBrowser } from './browser.ts';
import { startLifecycleServer, type LifecycleServer } from './lifecycle.ts';

export interface QueueRun {
  server: LifecycleServer;
  browser: Browser;
  /** the demo candidates' codes by e-mail */
  ids: Record<string, number>;
  /** the candidate of `email` in `status` since `hoursAgo` hours (its last interaction) */
  wait(email: string, status: number, hoursAgo: number): Promise<unknown>;
  close(): Promise<void>;
}

export async function startQueueRun(): Promise<QueueRun> {
  const [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const ids: Record<string, number> = {};
  for (const r of rowsOf<{ email: string; codcandidato: number }>(
    await server.t.db.execute(sql`select email, codcandidato from candidate`),
  ))
    ids[r.email] = r.codcandidato;
  return {
    server,
    browser,
    ids,
    wait: (email, status, hoursAgo) =>
      server.t.db.execute(sql`update candidate set codstatus = ${status},
        datultinteracao = now() - make_interval(hours => ${hoursAgo}) where email = ${email}`),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** the client the web app has active (what the client picker stored) */
export const activeClient = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('admissao.client') ?? 'null') as { CODCLI: string });
