import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * Import cycles with type imports counted (decision 030). `import-x/no-cycle` skips `import type`,
 * so two files that only name each other's types (context.ts ↔ plugins/auth.ts) passed; such a
 * circle still ties the two files' meaning together and becomes a runtime cycle as soon as one side
 * imports a value. This rule walks the same graph counting every `import`/`export … from`, type-only
 * included, resolved by the resolver the config gives import-x.
 */

/** file → the files it imports (static imports and re-exports; dynamic import() left out) */
const graph = new Map();

function importsOf(file, resolver) {
  const known = graph.get(file);
  if (known) return known;
  const targets = [];
  graph.set(file, targets);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return targets;
  }
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  for (const st of sf.statements) {
    const spec =
      (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) &&
      st.moduleSpecifier &&
      ts.isStringLiteral(st.moduleSpecifier)
        ? st.moduleSpecifier.text
        : null;
    if (!spec) continue;
    const to = resolveFile(spec, file, resolver);
    if (to) targets.push({ to, spec, line: sf.getLineAndCharacterOfPosition(st.getStart(sf)).line + 1 });
  }
  return targets;
}

function resolveFile(spec, file, resolver) {
  // packages are not part of the product's graph; the workspace's own package resolves to its source
  if (!spec.startsWith('.') && !spec.startsWith('@admissao/')) return null;
  const r = resolver.resolve(spec, file);
  return r.found && r.path && !r.path.includes('/node_modules/') ? r.path : null;
}

/** a route from `start` back to `home`, as "spec:line" hops, or null (only to name a found cycle) */
function routeBack(start, home, resolver) {
  const seen = new Set([start]);
  const queue = [{ file: start, route: [] }];
  while (queue.length > 0) {
    const { file, route } = queue.shift();
    for (const { to, spec, line } of importsOf(file, resolver)) {
      if (to === home) return [...route, `${spec}:${line}`];
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push({ file: to, route: [...route, `${spec}:${line}`] });
    }
  }
  return null;
}

/**
 * The files reachable from `home` that lead back to it: one walk forward (recording who imports
 * whom) and one back from `home` over those edges. Two walks per linted file instead of one search
 * per import, which made the rule most of the lint's time.
 */
function filesLeadingBack(home, resolver) {
  const importers = new Map();
  const seen = new Set([home]);
  const stack = [home];
  while (stack.length > 0) {
    const file = stack.pop();
    for (const { to } of importsOf(file, resolver)) {
      if (!importers.has(to)) importers.set(to, []);
      importers.get(to).push(file);
      if (!seen.has(to)) {
        seen.add(to);
        stack.push(to);
      }
    }
  }
  const back = new Set();
  const queue = [home];
  while (queue.length > 0) {
    for (const from of importers.get(queue.pop()) ?? []) {
      if (back.has(from)) continue;
      back.add(from);
      queue.push(from);
    }
  }
  return back;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid import cycles, type-only imports counted' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports counted) via "{{route}}"' },
  },
  create(context) {
    const resolver = context.settings['import-x/resolver-next']?.[0];
    if (!resolver) throw new Error('no-type-cycle needs the import-x/resolver-next setting');
    const home = context.physicalFilename;
    // a file being linted may have changed since the graph read it (editor, --fix): read it again
    graph.delete(home);
    let leadingBack;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const to = resolveFile(node.source.value, home, resolver);
      if (!to || to === home) return;
      leadingBack ??= filesLeadingBack(home, resolver);
      if (!leadingBack.has(to)) return;
      const route = routeBack(to, home, resolver);
      if (route) context.report({ node, messageId: 'cycle', data: { route: route.join('=>') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
