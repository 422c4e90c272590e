/**
 * Every call of the web to the API, and every patch or invalidation of the query cache, lives in a
 * feature's `api/` folder (one function or hook per call, the cache update beside it) or in the
 * shared layer under apps/web/src/lib (the client, lib/queries, lib/documents …) that those build
 * on (issue 32 §2, decision 011). Components and screens call those hooks. This walk of
 * apps/web/src fails on a use of the API client or of the query cache anywhere else. An exception
 * names the file and why.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, sourceFiles } from './support/source-files.ts';

/** where calls and cache updates belong */
const HOME = [/^apps\/web\/src\/features\/[\w-]+\/api\//, /^apps\/web\/src\/lib\//];

const ALLOWED: Record<string, string> = {
  'apps/web/src/app/providers.tsx': 'creates the one QueryClient of the app and provides it',
  'apps/web/src/app/App.tsx': 'empties the whole cache when a session starts (no call of its own)',
};

/**
 * Screens that only empty the whole cache, on sign-out or a change of the active client (nothing read
 * for one client may show under another): no call, no patch. A hook of their own would cost every
 * page a chunk (decision 011); any other use of the cache in them is still refused.
 */
const CLEARS_THE_CACHE = [
  'apps/web/src/features/auth/LogoutPage.tsx',
  'apps/web/src/features/clients/ClientsPage.tsx',
  'apps/web/src/features/candidates/CandidateRedirectPage.tsx',
];
const CLEARING =
  /^(?:import \{[\w, ]*\buseQueryClient\b[\w, ]*\} from '@tanstack\/react-query';|const queryClient = useQueryClient\(\);|queryClient\.clear\(\);|\}, \[[\w, ]*\bqueryClient\]\);)$/;

/** the API client (lib/api.ts, lib/call.ts, lib/upload.ts) and the browser's own fetch */
const CLIENT = [
  /(?<![.\w/])(?:call|callQuery|api|apiResponse|uploadFile|uploadWithProgress|fetch)\s*(?:<[^>]*>)?\(/,
  /\bfrom\s+'(?:\.\.?\/)+lib\/(?:call|upload)'/,
];
/** the query cache: its client, its reads and writes, and the shared invalidations */
const CACHE = [
  /\buseQueryClient\b/,
  /\bqueryClient\b/,
  /\.(?:setQueryData|setQueriesData|getQueryData|getQueriesData|invalidateQueries|removeQueries|cancelQueries|refetchQueries|resetQueries|fetchQuery|prefetchQuery|ensureQueryData)\(/,
  /\binvalidate(?:Calls|Documents)\(/,
];

/** the code of a line, without a comment (a comment may say "call(") */
const codeOf = (line: string) => (/^\s*(?:\*|\/\*|\/\/)/.test(line) ? '' : line.replace(/\s\/\/\s.*$/, ''));
const offends = (line: string) => [...CLIENT, ...CACHE].some((re) => re.test(codeOf(line)));

it('apps/web/src calls the API and touches the query cache only in features/*/api/ and lib/', () => {
  const found: string[] = [];
  for (const file of sourceFiles('apps/web/src')) {
    if (ALLOWED[file] || HOME.some((re) => re.test(file))) continue;
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (CLEARS_THE_CACHE.includes(file) && CLEARING.test(line.trim())) return;
        if (offends(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});

it('the walk finds what it forbids (so it cannot pass by finding nothing)', () => {
  const bad = [
    'call(documentsApi.action, { body })',
    'await api<Answer>(`/x`)',
    "const res = await apiResponse('/report')",
    'const res = await fetch(url)',
    'uploadWithProgress(tempUploadApi.upload, {}, file, setProgress)',
    "import { call } from '../../lib/call';",
    'const queryClient = useQueryClient();',
    'queryClient.clear();',
    'qc.setQueryData(key, rows)',
    'void qc.invalidateQueries({ queryKey })',
    'qc.removeQueries({ queryKey })',
    'void invalidateCalls(qc, candidateLogApi.list)',
    'void invalidateDocuments(qc)',
  ];
  for (const line of bad) expect(offends(line), line).toBe(true);
  const fine = [
    "const src = (params.get('src') ?? '').replace(/^\\/api(?=\\/)/, '');",
    ' * What the screens show of a failed call (the title).',
    'save(); // the call (once)',
    'list.refetch()',
    'onClick={() => remove.mutate(f)}',
    'Function.prototype.call(x)',
  ];
  for (const line of fine) expect(offends(line), line).toBe(false);
  for (const line of [
    'queryClient.clear();',
    'const queryClient = useQueryClient();',
    '}, [navigate, queryClient]);',
  ])
    expect(CLEARING.test(line), line).toBe(true);
  for (const line of [
    'queryClient.setQueryData(key, rows);',
    'void queryClient.invalidateQueries({ queryKey });',
  ])
    expect(CLEARING.test(line), line).toBe(false);
  for (const file of [...Object.keys(ALLOWED), ...CLEARS_THE_CACHE])
    expect(statSync(join(ROOT, file)).isFile(), file).toBe(true);
});
