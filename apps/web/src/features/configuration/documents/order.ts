/** Reordering the document types of one table page. */

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * ORDEM for the rows of a page as shown: their position in the whole list (page 2 of 50 starts
 * at 51), so pages saved one after the other keep a single sequence.
 */
export function orderPayload<T extends { CODTIPODOC: number }>(
  rows: readonly T[],
  page: number,
  pageSize: number,
) {
  return rows.map((r, i) => ({ CODTIPODOC: r.CODTIPODOC, ORDEM: (page - 1) * pageSize + i + 1 }));
}
