/**
 * The call contract's operations as the web build sees them (decision 045, issue 15 §4).
 *
 * Each operation of packages/domain/src/contract is declared once, with the zod schemas of what goes
 * in and what comes back (the API validates and serializes with them). The web calls by contract
 * but reads only an operation's method, path, who may call it and whether it answers a file
 * (`lib/call.ts`): its types come from the schemas, its values never do. Imported as they are, the
 * operations brought zod and several hundred schemas — built one by one as the page starts — into
 * every page of the app, the candidate's /dados included (~35 KB gzip of the first visit).
 *
 * So in the web's build each contract module is replaced by a module that declares its operation
 * groups (`xxxApi = { name: op({...}) }`) as plain literals of those four facts, read from the real
 * module, and re-exports everything else (the forms' schemas, ZLogon, helpers) from the real module,
 * which a page then loads only if it uses one of them. Types still come from the real source
 * (the type check never sees this), the development server and the tests use the real modules, and
 * `contract-calls.test.ts` holds each literal to the operation it stands for.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const CONTRACT_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/]contract[\\/][\w-]+\.ts$/;
/** the real module, behind its stand-in */
const WITH_SCHEMAS = '?with-schemas';

/** What the web reads of an operation (lib/call.ts). */
export interface CallFacts {
  method: string;
  path: string;
  auth: string;
  response: { file: readonly string[] } | Record<string, never>;
}

interface OperationLike {
  method: string;
  path: string;
  auth: string;
  response: unknown;
}
const isOperation = (v: unknown): v is OperationLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as OperationLike).method === 'string' &&
  typeof (v as OperationLike).path === 'string' &&
  typeof (v as OperationLike).auth === 'string' &&
  'response' in v;

const isOperationGroup = (v: unknown): v is Record<string, OperationLike> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  Object.values(v).every(isOperation);

export function callFacts(o: OperationLike): CallFacts {
  const response = o.response as { file?: readonly string[] };
  return {
    method: o.method,
    path: o.path,
    auth: o.auth,
    response: Array.isArray(response.file) ? { file: [...response.file] } : {},
  };
}

/**
 * What the stand-in of a contract module declares: the operation groups declared in `source`, as
 * call facts, and the names of every other runtime export, passed on from the real module.
 */
export function standInParts(source: string, exports: Record<string, unknown>) {
  const groups: Record<string, Record<string, CallFacts>> = {};
  const passedOn: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    // only groups declared here: a group this module re-exports is stood in for by its own module
    const declaredHere = new RegExp(`export const ${name}\\b`).test(source);
    if (declaredHere && isOperationGroup(value))
      groups[name] = Object.fromEntries(Object.entries(value).map(([k, o]) => [k, callFacts(o)]));
    else passedOn.push(name);
  }
  return { groups, passedOn };
}

/** The stand-in of the contract module `id`, whose runtime exports are `exports`. */
function standIn(id: string, source: string, exports: Record<string, unknown>): string {
  const { groups, passedOn } = standInParts(source, exports);
  const lines = Object.entries(groups).map(
    ([name, facts]) => `export const ${name} = ${JSON.stringify(facts)};`,
  );
  if (passedOn.length)
    lines.push(`export { ${passedOn.join(', ')} } from ${JSON.stringify(id + WITH_SCHEMAS)};`);
  return lines.join('\n');
}

export function contractCalls(): Plugin {
  return {
    name: 'admissao:contract-calls',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (id.endsWith(WITH_SCHEMAS)) {
        // the real module, compiled by the usual TypeScript transform (which looks at the file name)
        return { code: await readFile(id.slice(0, -WITH_SCHEMAS.length), 'utf8'), moduleType: 'ts' };
      }
      if (!CONTRACT_MODULE.test(id)) return null;
      // the build runs under tsx (scripts/build.ts), so Node imports the domain's TypeScript itself
      const exports = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
      return standIn(id, await readFile(id, 'utf8'), exports);
    },
  };
}
