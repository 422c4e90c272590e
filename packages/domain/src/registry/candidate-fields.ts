/**
 * The candidate field registry: every field of the candidate record, in form order, and the
 * sections they belong to. The database columns, the autosave whitelist, the section checks,
 * the forms, the print and the export read it.
 */
import { ADDRESS_FIELDS, DELIVERY_FIELDS } from './address.ts';
import { BANK_FIELDS } from './bank.ts';
import { BENEFIT_FIELDS } from './benefits.ts';
import { DOCUMENTATION_FIELDS } from './documentation.ts';
import { ESOCIAL_LINK_FIELDS } from './esocial-link.ts';
import { INTERNSHIP_FIELDS } from './internship.ts';
import { PERSONAL_FIELDS, PHONES_FROM_REGISTRATION } from './personal.ts';
import { REGISTRATION_FIELDS } from './registration.ts';
import { TRANSPORT_FIELDS } from './transport.ts';
import type { FieldDef, SectionKey } from './types.ts';

const movedToPersonal: readonly string[] = PHONES_FROM_REGISTRATION;

/** Registration data as the candidate record holds it (the phones live in Dados Pessoais). */
const REGISTRATION_PART = REGISTRATION_FIELDS.filter((f) => !movedToPersonal.includes(f.name));

export const CANDIDATE_FIELDS = [
  ...REGISTRATION_PART,
  ...PERSONAL_FIELDS,
  ...ADDRESS_FIELDS,
  ...DELIVERY_FIELDS,
  ...DOCUMENTATION_FIELDS,
  ...BANK_FIELDS,
  ...TRANSPORT_FIELDS,
  ...BENEFIT_FIELDS,
  ...ESOCIAL_LINK_FIELDS,
  ...INTERNSHIP_FIELDS,
] as const satisfies readonly FieldDef[];

export type CandidateFieldName = (typeof CANDIDATE_FIELDS)[number]['name'];

const BY_NAME = new Map<string, FieldDef>(CANDIDATE_FIELDS.map((f) => [f.name, f]));

/** The field of that spec name (PATCH /candidate FIELD), or undefined. */
export const fieldByName = (name: string): FieldDef | undefined => BY_NAME.get(name);

const BY_SECTION = new Map<SectionKey, FieldDef[]>();
for (const f of CANDIDATE_FIELDS) {
  const list = BY_SECTION.get(f.section) ?? [];
  list.push(f);
  BY_SECTION.set(f.section, list);
}

/** The fields of one section, in form order. */
export const fieldsOfSection = (section: SectionKey): readonly FieldDef[] => BY_SECTION.get(section) ?? [];
