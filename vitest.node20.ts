/** Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (Node 21+): both configs load this. */
const mapWithGroupBy = Map as unknown as { groupBy?: unknown };
mapWithGroupBy.groupBy ??= <K, V>(items: Iterable<V>, key: (v: V, i: number) => K) => {
  const out = new Map<K, V[]>();
  let i = 0;
  for (const item of items) {
    const k = key(item, i++);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
};
export {};
