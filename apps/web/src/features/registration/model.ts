/**
 * The registration form's values, its checks (the registry's validateFields plus the start
 * date and the admin custom fields) and the POST /candidate payload.
 */
import {
  isoDateInBrazil,
  missingFieldMessage,
  parseDateInput,
  REGISTRATION_FIELDS,
  validateFields,
  type CandidateCreate,
  type ClientSettings,
  type FieldDef,
} from '@admissao/domain';
import type { CustomField } from '@admissao/domain';

export type FormValues = Record<string, string>;
export type TabKey = 'cadastro' | 'adicionais';

export const FIELDS: readonly FieldDef[] = REGISTRATION_FIELDS;
export const START_BEFORE_TODAY = 'A data de início não pode ser anterior à data de hoje.';

export const customKey = (f: Pick<CustomField, 'CODINFO'>) => `CAMPO_${f.CODINFO}`;

export function emptyValues(custom: CustomField[] = []): FormValues {
  const values: FormValues = Object.fromEntries(FIELDS.map((f) => [f.name, '']));
  values.TIPOCARGO = 'OUTROS';
  for (const f of custom) values[customKey(f)] = '';
  return values;
}

export const tabOf = (field: string): TabKey =>
  field.startsWith('CAMPO_') ? 'adicionais' : (FIELDS.find((f) => f.name === field)?.tab ?? 'cadastro');

export interface FormIssue {
  field: string;
  message: string;
  missing: boolean;
}

/** The first problem, in form order (Cadastro tab, then Informações adicionais), or null. */
export function firstIssue(
  values: FormValues,
  settings: ClientSettings,
  custom: CustomField[],
): FormIssue | null {
  const [issue] = validateFields(FIELDS, { settings, values });
  if (issue) return { field: issue.field, message: issue.message, missing: issue.missing };
  const start = parseDateInput(values.DATINICIO ?? '');
  if (start && start < isoDateInBrazil())
    return { field: 'DATINICIO', message: START_BEFORE_TODAY, missing: false };
  for (const f of custom) {
    if (f.OBRIGATORIO && !(values[customKey(f)] ?? '').trim())
      return { field: customKey(f), message: missingFieldMessage(f.DESCRICAO), missing: true };
  }
  return null;
}

/** POST /candidate body: visible fields only (Estágio has no description), blanks as null. */
export function buildPayload(
  values: FormValues,
  settings: ClientSettings,
  custom: CustomField[],
  codusuario: number | undefined,
  reuseEmail: boolean,
): CandidateCreate {
  const body: Record<string, unknown> = { CODUSUARIO: codusuario };
  for (const f of FIELDS) {
    if (!f.visible({ settings, values })) continue;
    const v = (values[f.name] ?? '').trim();
    body[f.name] = v === '' ? null : f.type === 'unit' ? Number(v) : v;
  }
  body.CAMPOS_ADICIONAIS = custom
    .map((f) => ({ CODINFO: f.CODINFO, DESCRICAO: (values[customKey(f)] ?? '').trim() }))
    .filter((c) => c.DESCRICAO !== '');
  if (reuseEmail) body.REUTILIZAR_EMAIL = true;
  return body;
}
