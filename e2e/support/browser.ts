/**
 * Browser for the end-to-end tests: Debian's chromium driven by playwright-core
 * (DESIGN.md §7, §9; never a downloaded browser).
 */
import {
  chromium,
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
  const page = await context.newPage();
  return { context, page };
}
