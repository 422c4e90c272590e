/**
 * How the two entries (index.html: the app; login.html: the sign-in page, decision 045) are cut into
 * chunks. The bundler splits modules by which entries and pages reach them *before* unused exports
 * are dropped, so through Mantine's and the domain's index files the sign-in page seems to reach
 * nearly everything: left alone, /login loads ~50 small files and every app page ~15 more than with
 * one entry, each compressed on its own and preloaded by a link of its own. Two groups instead:
 * - `sign-in`: exactly the modules a build of login.html alone keeps (measured by that build), in
 *   one chunk both entries load;
 * - `app-libraries`: the libraries only the app's entry loads (router, queries, zod, floating UI).
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup, OutputChunk } from 'rolldown';
import { build } from 'vite';

export const appLibraries: CodeSplittingGroup = {
  name: 'app-libraries',
  test: /[\\/]node_modules[\\/](react-router|@tanstack[\\/](react-query|query-core)|zod|@floating-ui)[\\/]/,
  // React and Mantine, which both entries use, stay where both can load them
  includeDependenciesRecursively: false,
};

/** the modules of login.html's first load: its entry chunk and what that imports statically */
async function signInModules(root: string): Promise<Set<string>> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, rolldownOptions: { input: resolve(root, 'login.html') } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: unknown[] }[];
  const chunks = new Map<string, OutputChunk>();
  for (const { output } of outputs)
    for (const item of output as OutputChunk[]) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const modules = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || chunk.moduleIds.every((id) => modules.has(id))) return;
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return modules;
}

export async function signInGroup(root: string): Promise<CodeSplittingGroup> {
  const modules = await signInModules(root);
  // the sign-in page's own code stays with the page (the app loads it only for its /login route),
  // and the entry itself (login.html and its script) with the entry
  const own = [
    resolve(root, 'src/features/auth'),
    resolve(root, 'src/login.tsx'),
    resolve(root, 'login.html'),
  ];
  return {
    name: 'sign-in',
    test: (id) => modules.has(id) && !own.some((path) => id.startsWith(path)),
  };
}
