/**
 * The registration form's values, its checks (the registry's validateFields plus the start
 * date and the admin custom fields) and the POST /candidate payload.
 */
import {
  fieldByName,
  isoDateInBrazil,
  missingFieldMessage,
  parseDateInput,
  REGISTRATION_FIELDS,
  REQUIRED_FIELD,
  textProblem,
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
  /** the field's label (custom fields: their description) */
  label: string;
  /** shown under the field, without the label: 'Campo obrigatório', 'Email inválido' */
  problem: string;
  missing: boolean;
}

/**
 * Every problem of the form at once, in form order (the Cadastro tab's fields, then Informações
 * adicionais): the registry's checks of each field, the start date not before today, the custom
 * fields staff must fill. Empty when the form may be sent.
 */
export function formIssues(values: FormValues, settings: ClientSettings, custom: CustomField[]): FormIssue[] {
  const byField = new Map<string, FormIssue>();
  for (const i of validateFields(FIELDS, { settings, values }))
    byField.set(i.field, { field: i.field, label: i.label, problem: i.problem, missing: i.missing });
  const start = parseDateInput(values.DATINICIO ?? '');
  if (start && start < isoDateInBrazil() && !byField.has('DATINICIO'))
    byField.set('DATINICIO', {
      field: 'DATINICIO',
      label: fieldByName('DATINICIO')?.label ?? 'Data de início',
      problem: START_BEFORE_TODAY,
      missing: false,
    });
  const issues = FIELDS.flatMap((f) => byField.get(f.name) ?? []);
  for (const f of custom) {
    const typed = values[customKey(f)] ?? '';
    // the API's own text rule (decision 066): the same refusal before the form is sent
    const characters = textProblem(typed);
    if (characters)
      issues.push({ field: customKey(f), label: f.DESCRICAO, problem: characters, missing: false });
    else if (f.OBRIGATORIO && !typed.trim())
      issues.push({ field: customKey(f), label: f.DESCRICAO, problem: REQUIRED_FIELD, missing: true });
  }
  return issues;
}

/** The spec's 'Atenção' sentence (spec 3 §5) naming the first field still to fill, or null. */
export function nextFieldNotice(issues: readonly FormIssue[]): string | null {
  const first = issues.find((i) => i.missing);
  return first ? missingFieldMessage(first.label) : null;
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
