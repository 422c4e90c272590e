/** Local-storage keys of the product (spec 1 §9). Every key starts with `admissao.`. */
export const STORAGE_PREFIX = 'admissao.';
export const TABLE_COLUMNS_PREFIX = `${STORAGE_PREFIX}tableColumns.`;

export const KEYS = {
  user: `${STORAGE_PREFIX}user`,
  candidate: `${STORAGE_PREFIX}candidate`,
  client: `${STORAGE_PREFIX}client`,
  activeMenu: `${STORAGE_PREFIX}activeMenu`,
  statusList: `${STORAGE_PREFIX}statusList`,
  displayPrefs: `${STORAGE_PREFIX}displayPrefs`,
  lastTab: `${STORAGE_PREFIX}lastTab`,
} as const;

/** Keys of earlier versions that held tokens (decision 009): removed wherever they linger. */
const LEGACY_TOKEN_KEYS = [`${STORAGE_PREFIX}token`, `${STORAGE_PREFIX}refreshToken`];

export const tableColumnsKey = (table: string) => `${TABLE_COLUMNS_PREFIX}${table}`;

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readText(key: string): string | null {
  return safeStorage()?.getItem(key) ?? null;
}

export function readJson<T>(key: string): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null): void {
  const storage = safeStorage();
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}

export function removeLegacyTokenKeys(): void {
  const storage = safeStorage();
  for (const key of LEGACY_TOKEN_KEYS) storage?.removeItem(key);
}

/** Logout: removes every product key except the column choices of the tables. */
export function clearProductKeys(): void {
  const storage = safeStorage();
  if (!storage) return;
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && key.startsWith(STORAGE_PREFIX) && !key.startsWith(TABLE_COLUMNS_PREFIX)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
