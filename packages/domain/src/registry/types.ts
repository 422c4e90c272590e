/**
 * The field registry (DESIGN.md §2): every candidate field defined once. Forms, checks,
 * autosave, print and export read it. This file holds the shapes; sections add fields.
 */
import type { ClientSettings } from '../settings.ts';

export type FieldType =
  'text' | 'textarea' | 'email' | 'date' | 'phone' | 'mobile' | 'choice' | 'unit' | 'bank';

export type SectionKey = 'CADASTRO';

export interface FieldContext {
  settings: ClientSettings;
  /** the candidate's values so far (registration form or stored record) */
  values: Record<string, unknown>;
}

export interface FieldDef {
  /** the spec's name (API payload key) */
  name: string;
  section: SectionKey;
  /** the registration screen tab where staff fill it */
  tab?: 'cadastro' | 'adicionais';
  label: string;
  type: FieldType;
  max?: number;
  /** imask pattern for the UI */
  mask?: string;
  options?: readonly { value: string; label: string }[];
  required: (ctx: FieldContext) => boolean;
  visible: (ctx: FieldContext) => boolean;
  /** database column in table candidate */
  column: string;
}

export const always = () => true;
export const never = () => false;
