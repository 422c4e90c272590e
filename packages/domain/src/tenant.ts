/**
 * The X-Cliente header (docs/design.md §4): base64url of {"CODADM":9,"CODCLI":"041"}.
 * Parsing is pure and total: any malformed value yields null, never an exception.
 */
export const TENANT_HEADER = 'x-cliente';

export interface TenantRef {
  CODADM: number;
  CODCLI: string;
}

export const isClientCode = (v: unknown): v is string => typeof v === 'string' && /^\d{3}$/.test(v);

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const b64 = value.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((value.length + 3) % 4);
    const bin = atob(b64);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeTenantHeader(ref: TenantRef): string {
  return toBase64Url(JSON.stringify({ CODADM: ref.CODADM, CODCLI: ref.CODCLI }));
}

export function parseTenantHeader(value: string | undefined | null): TenantRef | null {
  if (!value || value.length > 200) return null;
  const text = fromBase64Url(value);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { CODADM, CODCLI } = parsed as Record<string, unknown>;
  const adm = typeof CODADM === 'string' && /^\d+$/.test(CODADM) ? Number(CODADM) : CODADM;
  if (typeof adm !== 'number' || !Number.isSafeInteger(adm) || adm <= 0) return null;
  if (!isClientCode(CODCLI)) return null;
  return { CODADM: adm, CODCLI };
}

/** Legacy logo path shape: admin code padded to two digits, underscore, client code (e.g. 09_041). */
export const logoKey = (ref: TenantRef) => `${String(ref.CODADM).padStart(2, '0')}_${ref.CODCLI}`;
export const parseLogoKey = (key: string): TenantRef | null => {
  const m = /^(\d{2,})_(\d{3})$/.exec(key);
  return m ? { CODADM: Number(m[1]), CODCLI: m[2]! } : null;
};
