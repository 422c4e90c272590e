/**
 * Browser tests of the staff candidate view (issue 6): a real server on a private copy of the
 * demo database, with its database handle, so a test can put a candidate in the state it needs
 * (a refused document: uploading belongs to another issue) and read what the actions wrote.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../../apps/api/src/testing/test-app.ts';
import { rowsOf } from '../../apps/api/src/lib/rows.ts';

export interface LifecycleServer {
  url: string;
  t: TestApp;
  /** every mail the SMTP sink received, its text and its HTML part decoded */
  mails(): Promise<{ to: string; subject: string; text: string; html: string }[]>;
  close(): Promise<void>;
}

/** The app listening on a random port; mail delivered every 200 ms to the SMTP sink. */
export async function startLifecycleServer(): Promise<LifecycleServer> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  t.config.appUrl = url;
  const timer = setInterval(() => void t.deliverMail(), 200);
  return {
    url,
    t,
    async mails() {
      await t.deliverMail();
      return t.smtp.mails.map((m) => ({
        to: m.to.join(','),
        subject: m.subject,
        text: m.text,
        html: m.html,
      }));
    },
    async close() {
      clearInterval(timer);
      await t.close();
    },
  };
}

export const statusOf = async (t: TestApp, id: number) =>
  rowsOf<{ codstatus: number }>(
    await t.db.execute(sql`select codstatus from candidate where codcandidato = ${id}`),
  )[0]!.codstatus;

/**
 * Documents of the candidate approved (status 3, checked), as the checking screen would leave
 * them: the candidate may only confirm once every required document is satisfied (files sent,
 * or approved) — uploads are tested in documents.e2e.test.ts. Only `documento` when given.
 */
export const markApproved = (t: TestApp, id: number, documento?: string) =>
  t.db.execute(sql`
    insert into candidate_document (codcandidato, codtipodoc, status, conferido)
    select ${id}, dt.codtipodoc, 3, true from document_type dt
    join candidate c on c.codadm = dt.codadm and c.codcli = dt.codcli and c.codcandidato = ${id}
    where dt.ativo and (${documento ?? null}::text is null or dt.documento = ${documento ?? null})
    on conflict (codcandidato, codtipodoc) do update set status = 3, conferido = true`);

/** The action bar of the staff view. */
export const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Ações do candidato' });

/** Clicks an action of the bar and confirms its dialog. */
export async function actAndConfirm(page: Page, action: string, confirm: string): Promise<void> {
  await toolbar(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}

/** The status badge of the header ('8 - Finalizado'). */
export const statusBadge = (page: Page, code: number) =>
  page
    .getByRole('main')
    .getByText(new RegExp(`^${code} - `))
    .first();
