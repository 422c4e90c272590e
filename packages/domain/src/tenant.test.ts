import { describe, expect, it } from 'vitest';
import { encodeTenantHeader, isClientCode, logoKey, parseLogoKey, parseTenantHeader } from './tenant.ts';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const json = (value: unknown) => b64url(JSON.stringify(value));

describe('encodeTenantHeader / parseTenantHeader', () => {
  it('encodes the base64url of {"CODADM":9,"CODCLI":"041"} without padding', () => {
    const value = encodeTenantHeader({ CODADM: 9, CODCLI: '041' });
    expect(value).toBe(b64url('{"CODADM":9,"CODCLI":"041"}'));
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('round-trips', () => {
    for (const ref of [
      { CODADM: 9, CODCLI: '041' },
      { CODADM: 9, CODCLI: '042' },
      { CODADM: 1, CODCLI: '000' },
      { CODADM: 123456, CODCLI: '999' },
      { CODADM: Number.MAX_SAFE_INTEGER, CODCLI: '100' },
    ])
      expect(parseTenantHeader(encodeTenantHeader(ref))).toEqual(ref);
  });

  it('keeps only CODADM and CODCLI', () => {
    const extra = { CODADM: 9, CODCLI: '041', admin: true } as unknown as { CODADM: number; CODCLI: string };
    expect(encodeTenantHeader(extra)).toBe(encodeTenantHeader({ CODADM: 9, CODCLI: '041' }));
    expect(parseTenantHeader(json({ CODADM: 9, CODCLI: '041', admin: true }))).toEqual({
      CODADM: 9,
      CODCLI: '041',
    });
  });

  // The parser converts a digit-string CODADM to its number on purpose (tenant.ts). The
  // membership check on the server still applies, so this leniency cannot widen access.
  it('reads a digit-string CODADM as its number', () => {
    expect(parseTenantHeader(json({ CODADM: '9', CODCLI: '041' }))).toEqual({ CODADM: 9, CODCLI: '041' });
  });

  const malformed: [string, string | null | undefined][] = [
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['not base64 (symbols)', '***not base64***'],
    ['not base64 (percent)', '%7B%22CODADM%22%3A9%7D'],
    ['padded base64', `${json({ CODADM: 9, CODCLI: '041' })}=`],
    ['base64 of plain text', b64url('hello, world')],
    ['base64 of broken JSON', b64url('{"CODADM":9,"CODCLI":"041"')],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0x7b, 0x7d]).toString('base64url')],
    ['JSON array', json([9, '041'])],
    ['JSON array of the object', json([{ CODADM: 9, CODCLI: '041' }])],
    ['JSON null', json(null)],
    ['JSON number', json(9)],
    ['JSON string', json('9/041')],
    ['JSON true', json(true)],
    ['empty object', json({})],
    ['CODADM missing', json({ CODCLI: '041' })],
    ['CODADM 0', json({ CODADM: 0, CODCLI: '041' })],
    ['CODADM negative', json({ CODADM: -9, CODCLI: '041' })],
    ['CODADM float', json({ CODADM: 9.5, CODCLI: '041' })],
    ['CODADM huge', json({ CODADM: 1e20, CODCLI: '041' })],
    ['CODADM boolean', json({ CODADM: true, CODCLI: '041' })],
    ['CODADM null', json({ CODADM: null, CODCLI: '041' })],
    ['CODADM string with letters', json({ CODADM: '9a', CODCLI: '041' })],
    ['CODADM string with spaces', json({ CODADM: ' 9', CODCLI: '041' })],
    ['CODADM string "0"', json({ CODADM: '0', CODCLI: '041' })],
    ['CODADM string "-9"', json({ CODADM: '-9', CODCLI: '041' })],
    ['CODADM string "9.5"', json({ CODADM: '9.5', CODCLI: '041' })],
    ['CODADM empty string', json({ CODADM: '', CODCLI: '041' })],
    ['CODADM array', json({ CODADM: [9], CODCLI: '041' })],
    ['CODCLI missing', json({ CODADM: 9 })],
    ["CODCLI '41'", json({ CODADM: 9, CODCLI: '41' })],
    ["CODCLI '0041'", json({ CODADM: 9, CODCLI: '0041' })],
    ['CODCLI number 41', json({ CODADM: 9, CODCLI: 41 })],
    ['CODCLI number 410', json({ CODADM: 9, CODCLI: 410 })],
    ["CODCLI '04a'", json({ CODADM: 9, CODCLI: '04a' })],
    ["CODCLI ' 41'", json({ CODADM: 9, CODCLI: ' 41' })],
    ["CODCLI '041\\n'", json({ CODADM: 9, CODCLI: '041\n' })],
    ['CODCLI null', json({ CODADM: 9, CODCLI: null })],
    ['huge input', 'A'.repeat(100_000)],
    ['huge valid-looking input', json({ CODADM: 9, CODCLI: '041', pad: 'x'.repeat(500) })],
  ];

  it.each(malformed)('%s gives null without throwing', (_label, value) => {
    let result: unknown = 'not called';
    expect(() => {
      result = parseTenantHeader(value);
    }).not.toThrow();
    expect(result).toBeNull();
  });

  it('never throws on random input and answers null or a valid reference', () => {
    let seed = 12345;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/{}":, ';
    for (let i = 0; i < 2000; i++) {
      const length = rand() % 120;
      let value = '';
      for (let j = 0; j < length; j++) value += alphabet[rand() % alphabet.length];
      if (i % 2) value = b64url(value);
      const result = parseTenantHeader(value);
      if (result !== null) {
        expect(Number.isSafeInteger(result.CODADM) && result.CODADM > 0).toBe(true);
        expect(isClientCode(result.CODCLI)).toBe(true);
      }
    }
  });
});

describe('logoKey / parseLogoKey', () => {
  it("builds the legacy logo key: admin code padded to two digits, '_', client code", () => {
    expect(logoKey({ CODADM: 9, CODCLI: '041' })).toBe('09_041');
    expect(logoKey({ CODADM: 12, CODCLI: '001' })).toBe('12_001');
    expect(logoKey({ CODADM: 123, CODCLI: '042' })).toBe('123_042');
  });

  it('parses it back and refuses other shapes', () => {
    expect(parseLogoKey('09_041')).toEqual({ CODADM: 9, CODCLI: '041' });
    expect(parseLogoKey('123_042')).toEqual({ CODADM: 123, CODCLI: '042' });
    for (const key of ['9_041', '09_41', '09_0410', '09-041', '09_041.png', 'ab_041', '', '../09_041'])
      expect(parseLogoKey(key), key).toBeNull();
  });
});
