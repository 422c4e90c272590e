/** db.execute answers an array (PGlite via drizzle) or {rows} (node-postgres); this reads both. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
