/**
 * CNPJ check digits, numeric and alphanumeric (IN RFB 2.229/2024, NT S-1.3 nº 06/2026): twelve
 * characters [A-Z0-9] then two check digits. Each character is worth its code minus 48 ('0'..'9' →
 * 0..9, 'A' → 17 … 'Z' → 42); the digits are the modulo-11 sums with weights 5..2,9..2 and 6..2,9..2.
 * A numeric CNPJ is the special case where every character is a digit.
 */
const BODY = /^[A-Z0-9]{12}\d{2}$/;
const SAME_CHARACTER = /^(.)\1{13}$/;

/** Letters in upper case, separators removed ('12.ABC.345/01DE-35' → '12ABC34501DE35'). */
export const cnpjCharacters = (v: string) => v.toUpperCase().replace(/[.\-/\s]/g, '');

function checkDigit(chars: string): number {
  let sum = 0;
  let weight = chars.length - 7; // 5 for the first digit (12 characters), 6 for the second (13)
  for (const ch of chars) {
    sum += (ch.charCodeAt(0) - 48) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Whether a CNPJ (masked or not, numeric or alphanumeric) has valid check digits. */
export function isValidCnpj(value: string): boolean {
  const v = cnpjCharacters(value);
  if (!BODY.test(v) || SAME_CHARACTER.test(v)) return false;
  const first = checkDigit(v.slice(0, 12));
  const second = checkDigit(v.slice(0, 12) + String(first));
  return v.endsWith(`${first}${second}`);
}

/** '12ABC34501DE35' → '12.ABC.345/01DE-35'. */
export const formatCnpj = (v: string) => {
  const c = cnpjCharacters(v);
  return c.length === 14
    ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`
    : v;
};
