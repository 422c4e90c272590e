/**
 * Issue 14's rules on dates and e-mail addresses, read through the registry as the form, the section
 * check and the API read them: birth dates (the candidate at least 14, no one born in the future),
 * issue dates never in the future, and any real domain ending accepted (decision 051).
 */
import { describe, expect, it } from 'vitest';
import { isoDateInBrazil } from '../dates.ts';
import { MSG } from '../messages.ts';
import { EMAIL_PATTERN, ZEmail } from '../schemas/common.ts';
import { DEPENDENT_FIELDS } from './dependent.ts';
import { field } from './registry-fixture.ts';
import { checkFieldValue } from './validate.ts';

const today = isoDateInBrazil();
/** yyyy-mm-dd `years` years and `days` days from today (Brasília). */
function shifted(years: number, days = 0): string {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const br = (ymd: string) => ymd.split('-').reverse().join('/');
const dependentBirth = DEPENDENT_FIELDS.find((f) => f.name === 'DATNASC')!;

describe("a candidate's birth date (DATNASC)", () => {
  const birth = field('DATNASC');
  it.each([
    ['tomorrow', shifted(0, 1)],
    ['today', today],
    ['13 years and 364 days ago', shifted(-14, 1)],
    ['before 1900', '1899-12-31'],
  ])("refuses a birth %s with 'Data de nascimento inválida.'", (_what, ymd) => {
    expect(checkFieldValue(birth, br(ymd))).toBe(MSG.invalidBirthDate);
    expect(checkFieldValue(birth, ymd)).toBe(MSG.invalidBirthDate);
  });
  it.each([
    ['exactly 14 years ago', shifted(-14)],
    ['40 years ago', shifted(-40)],
  ])('accepts a birth %s', (_what, ymd) => {
    expect(checkFieldValue(birth, br(ymd))).toBeNull();
  });
});

describe("a dependent's birth date", () => {
  it('accepts a baby born today and refuses tomorrow', () => {
    expect(checkFieldValue(dependentBirth, br(today))).toBeNull();
    expect(checkFieldValue(dependentBirth, br(shifted(0, 1)))).toBe(MSG.invalidBirthDate);
  });
});

describe('issue dates are never in the future', () => {
  const ISSUE_DATES = [
    'RGEXPEDICAO',
    'RNEEXPEDICAO',
    'PISEXPEDICAO',
    'PRIMEIRAHABILITACAO',
    'CNHEXPEDICAO',
    'CTPSEXPEDICAO',
    'DATULTDOACAO',
  ];
  it.each(ISSUE_DATES)('%s: today is fine, tomorrow is refused', (name) => {
    expect(checkFieldValue(field(name), br(today))).toBeNull();
    expect(checkFieldValue(field(name), br(shifted(0, 1)))).toBe(MSG.futureDate);
  });
  it.each(['CNHVALIDADE', 'PASSAPORTEVENCIMENTO'])('%s (an expiry) may be in the future', (name) => {
    expect(checkFieldValue(field(name), br(shifted(5)))).toBeNull();
  });
});

describe('e-mail addresses (decision 051)', () => {
  it.each([
    'ana@empresa.store',
    'rh@prefeitura.sp.gov.br',
    'joao.silva+admissao@escola.online',
    'x@sub-dominio.com.br',
    'a_b%c@d.io',
  ])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(ZEmail.safeParse(email).success).toBe(true);
    expect(checkFieldValue(field('EMAIL'), email)).toBeNull();
  });
  it.each([
    'ana@empresa',
    'ana@empresa.c',
    'ana@.com.br',
    'ana@empresa.com1',
    'ana silva@x.com',
    'ana@x..com',
  ])("refuses %s with 'Email inválido'", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
    expect(checkFieldValue(field('EMAIL'), email)).toBe(MSG.invalidEmail);
  });
  it('answers a long hostile address (no nested repetition to backtrack through)', () => {
    expect(EMAIL_PATTERN.test(`a@${'a.'.repeat(100_000)}!`)).toBe(false);
  });
});
