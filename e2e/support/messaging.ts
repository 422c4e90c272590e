/**
 * The messaging browser tests' run (e2e/messaging*.e2e.test.ts, decisions 048, 049): a lifecycle
 * server whose demo candidate has filled everything in, its documents approved and the staff user
 * 'gestor' as Gestor (so HR notices reach a staff user too), a browser, and the helpers that read
 * the SMTP sink and open the candidate's and the staff's pages.
 */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { fillComplete } from '../../apps/api/test/support/lifecycle-fixture.ts';
import { launchBrowser, newPage } from './browser.ts';
import { openCandidateList, signIn, waitForStaffHome } from './app.ts';
import { markApproved, startLifecycleServer, type LifecycleServer } from './lifecycle.ts';

export const CANDIDATE = 'candidato@demo.com.br';
export const UNIT_HR = 'rh.matriz@demo.com.br';
export const GESTOR = 'gestor@demo.com.br';
export const NAME = 'CARLOS CANDIDATO DA SILVA';
export const CLIENT = 'Cliente Demonstração';

export interface MessagingRun {
  server: LifecycleServer;
  browser: Browser;
  /** the demo candidate */
  id: number;
  close(): Promise<void>;
}

export async function startMessagingRun(): Promise<MessagingRun> {
  const [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const cand = await server.t.login(CANDIDATE);
  const id = await fillComplete(server.t, cand);
  await markApproved(server.t, id);
  // the candidate's Gestor is the staff user 'gestor' (matched by name): HR notices reach them too
  await server.t.db.execute(sql`update candidate set gestor = 'Gustavo Gestor' where codcandidato = ${id}`);
  return {
    server,
    browser,
    id,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

const LOGO_SRC = /<img [^>]*src="([^"]*\/api\/image\/logo\/09_041)"[^>]*>/;

/** The helpers, on the run `runOf` gives once it has started. */
export function messagingHelpers(runOf: () => MessagingRun) {
  /** with E2E_SHOTS=<folder>, screenshots of the new screens (to look at them, not checked) */
  const shot = async (page: Page, name: string) => {
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
  };
  const subjectsTo = async (address: string) =>
    (await runOf().server.mails()).filter((m) => m.to.includes(address)).map((m) => m.subject);
  /** waits until `address` got a mail with this subject (as many as `times`) */
  async function mailArrives(address: string, subject: string, times = 1) {
    await expect
      .poll(async () => (await subjectsTo(address)).filter((s) => s === subject).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(times);
  }
  const hrSubject = (what: string) => `${CLIENT} - ${what}: ${NAME}`;
  /** the text of the last mail with this subject */
  const lastText = async (subject: string) =>
    (await runOf().server.mails()).filter((m) => m.subject === subject).at(-1)!.text;
  /** the HTML part of the mail shows the client's logo, named by the client */
  function expectClientLogo(m: { subject: string; html: string }) {
    const img = LOGO_SRC.exec(m.html);
    expect(img?.[1], `logo em: ${m.subject}`).toBe(`${runOf().server.url}/api/image/logo/09_041`);
    expect(img![0], m.subject).toContain(`alt="${CLIENT}"`);
  }
  /** the address the mails give for the logo answers an image, as a mail reader would load it */
  async function expectLogoServed() {
    const res = await fetch(`${runOf().server.url}/api/image/logo/09_041`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
  /** A fresh browser context; waits are long, this machine's CPU is shared with other test runs. */
  async function freshPage(): Promise<Page> {
    const { page, context } = await newPage(runOf().browser, runOf().server.url);
    context.setDefaultTimeout(30_000);
    return page;
  }
  async function candidatePage(): Promise<Page> {
    const page = await freshPage();
    await signIn(page, CANDIDATE);
    await page.waitForURL('**/dados');
    return page;
  }
  /** the Gestor (one client), or the admin (client 041 chosen; every lifecycle flag) */
  async function staffPage(login: 'gestor' | 'admin'): Promise<Page> {
    const page = await freshPage();
    await signIn(page, login);
    if (login === 'admin') {
      // /home leads a multi-client user to /clients: pick the client there, once it is the page
      await page.waitForURL('**/clients');
      await page.getByRole('button', { name: /Código 041/ }).click();
    }
    // staff land on the Painel (decision 041); the tests start from the list
    await waitForStaffHome(page);
    await openCandidateList(page);
    return page;
  }
  return {
    shot,
    subjectsTo,
    mailArrives,
    hrSubject,
    lastText,
    expectClientLogo,
    expectLogoServed,
    freshPage,
    candidatePage,
    staffPage,
  };
}
