/**
 * Pages load what they show (issue 15 §4): every page is its own chunk (apps/web/src/app/pages.tsx),
 * and what a first visit downloads — the entry, the frame the page is shown in (the menu frame of
 * router.tsx's `framed(...)` routes), the page's chunk, and their static imports — stays within
 * budget, gzip-compressed as the server sends it. Read from the build's manifest (`npm run build`
 * first); chunks a page loads later on demand (the PDF viewer, the rich text editor, a dialog) are not
 * part of its first visit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file))).length / 1024;

/** the chunk and everything it imports statically */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
/**
 * Two entries (decision 045): the app (index.html) and the sign-in page's own (login.html, what the
 * server sends for a first visit to /login or /start/:u/:l: those pages without router, queries or
 * the domain's schemas; the app is loaded into the page after the sign-in).
 */
const entry = 'index.html';
const SIGN_IN_ENTRY = 'login.html';

/** the pages router.tsx shows inside the menu frame: `framed(mainFrame, [...])` */
const ROUTER = readFileSync(new URL('../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
const FRAMED = new Set(
  [...ROUTER.matchAll(/framed\(\s*(?:main|legend)Frame,\s*\[([^[\]]*)\]/g)].flatMap(([, children]) =>
    [...children!.matchAll(/page\('(\w+)'/g)].map(([, name]) => name!),
  ),
);
const FRAME = 'src/app/MainFrame.tsx';
const pageName = (src: string) => /(\w+)\.tsx$/.exec(src)![1]!;

/**
 * Chunks a page loads on every visit although they are dynamic imports: /dados fetches its body
 * (PageBody.tsx) beside the record's read, so it counts as part of the first visit.
 */
const LOADED_WITH: Record<string, string[]> = {
  'src/features/candidate/DadosPage.tsx': ['src/features/candidate/PageBody.tsx'],
};

/** the source files bundled into these chunks, read from their (unserved) source maps */
function sourcesOf(keys: Iterable<string>): string[] {
  return [...keys].flatMap((key) => {
    const map = join(DIST, `${manifest[key]!.file}.map`);
    // the bundler's own runtime chunk has none
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  });
}

/** JavaScript and CSS of a first visit to the page whose module is `src` */
function firstVisit(src: string) {
  const own = [src, ...(LOADED_WITH[src] ?? [])];
  const keys = SIGN_IN_PAGES.includes(src)
    ? closure([SIGN_IN_ENTRY])
    : closure(FRAMED.has(pageName(src)) ? [entry, FRAME, ...own] : [entry, ...own]);
  const chunks = [...keys].map((k) => manifest[k]!);
  const js = chunks.reduce((kb, c) => kb + gzipKb(c.file), 0);
  const cssFiles = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const css = cssFiles.reduce((kb, f) => kb + gzipKb(f), 0);
  return { js, css, cssText: cssFiles.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n') };
}

const PAGE_RE = /^src\/features\/[^/]+\/\w+(Page|Redirect)\.tsx$/;
/** shown by the sign-in page's entry on a first visit (the app's router shows them too) */
const SIGN_IN_PAGES = ['src/features/auth/LoginPage.tsx', 'src/features/auth/FirstAccessPage.tsx'];
// the sign-in pages are also part of the sign-in entry, so the bundler may give them no chunk of their own
const pages = [
  ...new Set([
    ...SIGN_IN_PAGES,
    ...Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && PAGE_RE.test(k)),
  ]),
];
const CANDIDATE_PAGES = ['src/features/candidate/DadosPage.tsx', 'src/features/faq/CandidateFaqPage.tsx'];
/**
 * KB of gzip JavaScript on a first visit: the issue's target, and the ceiling this test enforces —
 * what the split build measured on 2026-11-26 plus a little, so nothing grows back while the rest
 * of the way to the target is made (decision 045: React DOM, React Router, Mantine's provider and
 * zod alone weigh ~190 KB on every page). Staff 345 → 346 on 2026-11-26 (issue 18): the entry
 * chunk holds two more staff routes and menu entries (Painel, Fila de conferência), and the charts'
 * lazy chunk regrouped shared Mantine chunks; CandidateAdminPage measured 345.3 KB (317.7 once its
 * edit dialogs and the eSocial panel load when opened). Candidate 365 → 368 on 2026-11-26: the
 * registry every page carries grew by the eSocial link, disability and immigration fields (issue 17)
 * and the terms and e-mail change (issues 14, 16); DadosPage measured 366.8 KB with the e-mail
 * dialog and the terms dialog loaded after the page. From 2026-11-26 (later) the menu frame is
 * counted (20–48 KB more on every framed page) and the mask library is gone: candidate 368 → 365
 * (DadosPage 363.6), staff stays 346 (CandidateAdminPage 341.9) — decision 045. Staff 346 → 340
 * on 2026-11-26 (evening): the staff view's print, print-link and log dialogs load when first
 * opened (CandidateAdminPage 346.2 → 339.1; next, RegistrationPage 331.4). On 2026-11-26 (night)
 * /login and the first access got an entry of their own (login.html: 237 → 113 KB in 3 files,
 * sign-in ceiling 255 → 117), and what it loads is one chunk the app's entry shares
 * (apps/web/scripts/entry-chunks.ts): pages load fewer, larger files. With the status change dialog,
 * the eSocial dependent type and the remote select loaded when used: DadosPage 364.4 → 356.3
 * (candidate 365 → 359), CandidateAdminPage 339.2 → 325.7, RegistrationPage 331.4 → 328.9 (staff
 * 340 → 331), CandidatesPage 305.9 → 302.2. On 2026-11-27 the panels of /dados other than the
 * registry's form (documents with the dropzone and viewers, address, dependents, extra information,
 * benefits text) and the FAQ dialog load with their tab (fetched in the background once the page is
 * shown): DadosPage 356.3 → 318.7 in 84 files instead of 105 (candidate 359 → 322). Then the
 * configuration's processing-record tab stopped importing the privacy feature's index dynamically
 * (an index as a chunk entry made the bundler hand neighbours' code to many pages; eslint now refuses
 * it): DadosPage 318.7 → 312.6, CandidateAdminPage 325.9 → 309.4, RegistrationPage 328.9 → 324.2,
 * CheckPage 312.6 → 307.3, CandidatesPage 302.2 → 297.4 and ReportsPage 300.0 → 295.5 (within the
 * target now); candidate 322 → 315, staff 331 → 326. The staff view's access-link and new-password
 * dialogs, its conversation panel, the sections kept in tables of their own and 'Próximo da fila' (here
 * and on the checking screen) then loaded when used: CandidateAdminPage 309.4 → 299.7 (within the
 * target), CheckPage 307.3 → 306.1; with its log panel, image editor, observation dialog and OCR
 * result loaded when opened, CheckPage 306.1 → 299.0 (within the target). The registration form
 * without react-hook-form (15 KB for flat text values whose rules are the registry's: a small state
 * hook, useFormState.ts), its calendar, custom fields' tab and copy field loaded when shown:
 * RegistrationPage 324.2 → 293.2. Every staff page is within the target: staff ceiling 326 → 300.
 * On 2026-11-27 (issue 15, decision 045) pages stopped carrying zod for the contract's method and
 * path (the web build stands in for each contract module, apps/web/scripts/contract-calls.ts), the
 * calendar's date library came with its calendars, the toasts' container, the modals manager, the
 * leave dialog and the frame's two menus with their first use, and the frame lost Mantine's
 * AppShell: DadosPage 314.9 → 247.6 (within the target: candidate ceiling 315 → 250),
 * CandidateFaqPage 267.8 → 173.1, the largest staff page (CandidatesPage) 297.4 → 259.4 (staff
 * 300 → 262), /login 113.4 → 108.7 (sign-in 117 → 110). On 2026-12-02 (issues 31, 32) the pages
 * gained the error codes, the status table (STATUS_ALLOWS), the character rule of every typed text
 * (decision 066, 0.5 KB) and the masked badges: /login 109.2 → 109.7 once the codes' meanings stayed
 * on the server (error-code-meanings.ts), DadosPage 249.1 → 251.6 and CandidatesPage 261.2 → 262.2.
 * The candidate ceiling is raised above its target for now (250 → 252, staff 262 → 263): DadosPage
 * is to be brought back within 250 — the next step, not a new normal. On 2026-12-03 (issue 33) the
 * signed kit: DadosPage 251.6 → 251.4 (its UI loads lazily), CandidatesPage 262.2 → 263.0 (the new
 * permission flag and the shared domain code the kit added): staff ceiling 263 → 264. On 2026-12-04
 * (issue 34) the intern's fields and eSocial's pages: DadosPage 251.4 → 252.04 (the registry's
 * internship fields, the new route's entry in the router and menus every page loads): candidate
 * ceiling 252 → 253 — still above its target, and bringing DadosPage back within 250 is still the
 * next step.
 */
const BUDGETS = {
  signIn: { target: 150, ceiling: 110 },
  candidate: { target: 250, ceiling: 253 },
  staff: { target: 300, ceiling: 264 },
} as const;
const budgetOf = (src: string) =>
  BUDGETS[SIGN_IN_PAGES.includes(src) ? 'signIn' : CANDIDATE_PAGES.includes(src) ? 'candidate' : 'staff'];

describe('the web build: every page within its budget', () => {
  it('every page is a chunk of its own; the frame is found in the router', () => {
    expect(manifest[entry]?.isEntry).toBe(true);
    for (const loaded of Object.values(LOADED_WITH).flat())
      expect(manifest[loaded]?.isDynamicEntry).toBe(true);
    expect(manifest[SIGN_IN_ENTRY]?.isEntry).toBe(true);
    expect(manifest[FRAME]?.isDynamicEntry).toBe(true);
    expect(FRAMED).toContain('DadosPage');
    expect(FRAMED).toContain('CandidatesPage');
    expect(FRAMED).not.toContain('LoginPage');
    expect(pages).toEqual(expect.arrayContaining([...SIGN_IN_PAGES, ...CANDIDATE_PAGES]));
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages)('%s', (src) => {
    const visit = firstVisit(src);
    const budget = budgetOf(src);
    const verdict = visit.js <= budget.target ? 'within' : 'OVER';
    console.log(
      `${src}: JS ${visit.js.toFixed(1)} KB (${verdict} the target of ${budget.target} KB), CSS ${visit.css.toFixed(1)} KB (gzip)`,
    );
    expect(visit.js).toBeLessThanOrEqual(budget.ceiling);
  });

  it("/dados opens without the documents tab's upload and viewers: they load with the tab", () => {
    const sources = sourcesOf(
      closure([entry, FRAME, 'src/features/candidate/DadosPage.tsx', 'src/features/candidate/PageBody.tsx']),
    );
    expect(sources.some((s) => s.endsWith('src/features/candidate/DadosPage.tsx'))).toBe(true);
    for (const later of [
      'react-dropzone',
      'features/documents/DocumentsTab.tsx',
      'features/faq/FaqEntries.tsx',
    ])
      expect(sources.filter((s) => s.includes(later))).toEqual([]);
  });

  it('the sign-in page carries no styles of dates, upload, tables or the text editor', () => {
    const { cssText } = firstVisit('src/features/auth/LoginPage.tsx');
    for (const style of [
      'mantine-DateInput',
      'mantine-Dropzone',
      'mantine-datatable',
      'mantine-RichTextEditor',
    ])
      expect(cssText).not.toContain(style);
  });

  it('zod comes only with a page that parses with it, and always with its pt-BR messages', () => {
    // the web reads an operation's method and path, never its schemas (apps/web/scripts/contract-calls.ts)
    for (const src of CANDIDATE_PAGES) {
      const own = [src, ...(LOADED_WITH[src] ?? [])];
      const sources = sourcesOf(closure([entry, FRAME, ...own]));
      expect(sources.filter((s) => s.includes('/node_modules/zod/'))).toEqual([]);
    }
    // the messages are set by the domain's zod.ts, which every schema of the domain is built with
    const withZod = Object.keys(manifest).filter((k) =>
      sourcesOf([k]).some((s) => s.endsWith('/node_modules/zod/v4/classic/schemas.js')),
    );
    expect(withZod.length).toBeGreaterThan(0);
    for (const key of withZod)
      expect(sourcesOf(closure([key])).some((s) => s.endsWith('packages/domain/src/zod.ts'))).toBe(true);
  });

  it("the sign-in page's entry carries no router, query cache, zod or dates (they come with the app)", () => {
    const sources = sourcesOf(closure([SIGN_IN_ENTRY]));
    for (const form of ['LoginForm', 'FirstAccessForm'])
      expect(sources.some((s) => s.endsWith(`/features/auth/${form}.tsx`))).toBe(true);
    for (const library of ['react-router', '@tanstack', 'zod', 'dayjs'])
      expect(sources.filter((s) => s.includes(`/node_modules/${library}/`))).toEqual([]);
  });

  it('no served file refers to a source map', () => {
    for (const chunk of Object.values(manifest))
      if (chunk.file.endsWith('.js'))
        expect(readFileSync(join(DIST, chunk.file), 'utf8')).not.toContain('sourceMappingURL');
  });
});
