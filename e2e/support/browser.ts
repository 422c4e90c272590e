/**
 * Browser for the end-to-end tests: Debian's chromium driven by playwright-core
 * (docs/design.md §7, §9; never a downloaded browser).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Locator,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A 360 × 740 touch phone, the narrowest screen the product is made for. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
};

/** A fresh context (own local storage) in pt-BR with a page on it; `options` adds to the defaults. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  context.setDefaultTimeout(10_000);
  // a navigation loads the page's chunks: on a loaded 2-core CI that took more than 10 s now and
  // then (faq, candidate-page; issue 32) — navigations get 30 s, every other wait keeps 10 s
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * A picture for a person to look at (issue 30: every screen at both sizes is looked at): written to
 * SCREENSHOTS_DIR when it is set, nothing otherwise — a test run leaves no files behind.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name.replace(/[^a-z0-9.]+/gi, '-').toLowerCase()}.png`);
  if ('context' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
}
