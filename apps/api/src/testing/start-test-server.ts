/**
 * A real server on a random port for browser tests: a private copy of the demo database,
 * a real SMTP sink, the built SPA. The mail job runs every 200 ms.
 */
import { createTestApp } from './test-app.ts';

export interface TestServer {
  url: string;
  close(): Promise<void>;
  issueCandidateLink(email: string): Promise<string>;
  mails(): Promise<{ to: string; subject: string; text: string }[]>;
}

export async function startTestServer(): Promise<TestServer> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  // links in e-mails must point at this server
  t.config.appUrl = url;
  const timer = setInterval(() => void t.deliverMail(), 200);
  return {
    url,
    async close() {
      clearInterval(timer);
      await t.close();
    },
    async issueCandidateLink(email) {
      return t.issueCandidateLink(email);
    },
    async mails() {
      await t.deliverMail();
      return t.smtp.mails.map((m) => ({ to: m.to.join(','), subject: m.subject, text: m.text }));
    },
  };
}
