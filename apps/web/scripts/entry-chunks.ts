/**
 * How the two entries (index.html: the app; login.html: the sign-in page, decision 045) are cut into
 * chunks. The bundler splits modules by which entries and pages reach them *before* unused exports
 * are dropped, so through Mantine's and the domain's index files the sign-in page seems to reach
 * nearly everything: left alone, /login loads ~50 small files and every app page ~15 more than with
 * one entry, each compressed on its own and preloaded by a link of its own. Two groups instead:
 * - `sign-in`: the modules that both a build of login.html alone and one of index.html alone load
 *   first (measured by those builds), in one chunk both entries load;
 * - `app-libraries`: the libraries only the app's entry loads (router, queries, floating UI).
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup, OutputChunk } from 'rolldown';
import { build } from 'vite';
import { contractCalls } from './contract-calls';

export const appLibraries: CodeSplittingGroup = {
  name: 'app-libraries',
  test: /[\\/]node_modules[\\/](react-router|@tanstack[\\/](react-query|query-core)|@floating-ui)[\\/]/,
  // React and Mantine, which both entries use, stay where both can load them
  includeDependenciesRecursively: false,
};

/** the chunks of a build of one HTML entry alone (in memory) */
async function chunksOf(root: string, html: string): Promise<Map<string, OutputChunk>> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [contractCalls(), react()],
    build: { write: false, rolldownOptions: { input: resolve(root, html) } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: unknown[] }[];
  const chunks = new Map<string, OutputChunk>();
  for (const { output } of outputs)
    for (const item of output as OutputChunk[]) if (item.type === 'chunk') chunks.set(item.fileName, item);
  return chunks;
}

/** the modules of an entry's first load, built alone: its entry chunk and what that imports statically */
async function firstLoadModules(root: string, html: string): Promise<Set<string>> {
  const chunks = await chunksOf(root, html);
  const modules = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || chunk.moduleIds.every((id) => modules.has(id))) return;
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return modules;
}

/**
 * `sign-in`: what both entries load first. The sign-in page's own code and the components only it
 * shows (the password field, the cards of its panels) stay out, or every page of the app would
 * carry them: the bundler places them (login.html loads them as a few more files; the app with its
 * /login route).
 */
export async function signInGroup(root: string): Promise<CodeSplittingGroup> {
  const [signIn, app] = await Promise.all([
    firstLoadModules(root, 'login.html'),
    firstLoadModules(root, 'index.html'),
  ]);
  // the public shell imports the sign-in pages: a group takes its members' dependencies along
  const pageOnly = [resolve(root, 'src/features/auth'), resolve(root, 'src/app/PublicApp.tsx')];
  return {
    name: 'sign-in',
    test: (id) => signIn.has(id) && app.has(id) && !pageOnly.some((path) => id.startsWith(path)),
  };
}
