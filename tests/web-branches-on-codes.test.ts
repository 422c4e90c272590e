/**
 * The web branches on error codes, never on HTTP statuses (issue 32, decision 012): this walk of
 * apps/web/src fails on a comparison of a status with a number (`e.status === 409`,
 * `status >= 500`, `404 === res.status`) or on a refusal's ad-hoc field read to decide
 * (`e.body.REUTILIZAVEL`), outside the API client. An exception names the file and why.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, sourceFiles } from './support/source-files.ts';

/** The API client: the one place that reads the status of an answer, to name its code. */
const ALLOWED: Record<string, string> = {
  'apps/web/src/lib/api.ts': 'the transport: the 401 → refresh → resend dance, and 204 (no body)',
  'apps/web/src/lib/upload.ts': 'the transport of uploads: 401 → refresh, and what counts as 2xx',
  'apps/web/src/lib/api-error.ts': 'turns a status without a code (a proxy page) into its code',
};

const STATUS_BRANCH = [
  /\bstatus(?:Code)?\s*(?:[!=]==?|[<>]=?)\s*\d{3}\b/,
  /\b\d{3}\s*(?:[!=]==?|[<>]=?)\s*[\w.?]*\bstatus(?:Code)?\b/,
  /\bUNAVAILABLE_STATUSES\b/,
];
/** fields of a refusal a screen once decided on, now named by a code */
const AD_HOC = [/\.REUTILIZAVEL\b/];

it('apps/web/src has no branch on an HTTP status or an ad-hoc error field outside the API client', () => {
  const found: string[] = [];
  for (const file of sourceFiles('apps/web/src')) {
    if (ALLOWED[file]) continue;
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if ([...STATUS_BRANCH, ...AD_HOC].some((re) => re.test(line)))
          found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});

it('the walk finds what it forbids (so it cannot pass by finding nothing)', () => {
  const bad = [
    'if (e.status === 409)',
    'e.status >= 500',
    '404 === res.status',
    'e.body.REUTILIZAVEL === true',
  ];
  for (const line of bad)
    expect(
      [...STATUS_BRANCH, ...AD_HOC].some((re) => re.test(line)),
      line,
    ).toBe(true);
  for (const file of Object.keys(ALLOWED)) expect(statSync(join(ROOT, file)).isFile(), file).toBe(true);
});
