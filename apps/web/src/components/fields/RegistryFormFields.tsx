/**
 * A small form generated from FieldDef descriptors (a dialog: a dependent, an authorized
 * person): local values as the inputs hold them, the registry's validateFields on Salvar,
 * and the payload with each visible value normalised as the registry stores it.
 */
import { useState } from 'react';
import { Grid } from '@mantine/core';
import {
  normaliseValue,
  validateFields,
  type ClientSettings,
  type FieldContext,
  type FieldDef,
} from '@admissao/domain';
import { RegistryInput, type Option } from './RegistryInput';

export type FormValues = Record<string, string>;

export interface RegistryFormOptions {
  settings: ClientSettings;
  /** facts the rules read besides the form's own values (e.g. about the candidate) */
  extra?: Record<string, unknown>;
  /** text is sent in upper case (display preference textCase M) */
  upper?: boolean;
}

export function useRegistryForm(fields: readonly FieldDef[], initial: FormValues, opts: RegistryFormOptions) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ctx: FieldContext = { settings: opts.settings, values: { ...opts.extra, ...values } };
  const visible = fields.filter((f) => f.visible(ctx));

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };
  /** Checks the visible fields; true when the form may be sent. */
  const validate = (): boolean => {
    const issues = validateFields(fields, ctx);
    // under each field what is wrong, without its label again ('CPF inválido.', not 'CPF: CPF inválido.')
    setErrors(Object.fromEntries(issues.map((i) => [i.field, i.problem])));
    return issues.length === 0;
  };
  /** Every field by name: the visible ones normalised, the hidden ones null. */
  const payload = (): Record<string, string | number | boolean | null> => {
    const out: Record<string, string | number | boolean | null> = {};
    for (const f of fields) if (!(f.name in out)) out[f.name] = null;
    for (const f of visible) {
      const text = values[f.name] ?? '';
      out[f.name] = normaliseValue(
        f,
        opts.upper && f.type === 'text' ? text.toLocaleUpperCase('pt-BR') : text,
      );
    }
    return out;
  };
  return { values, set, errors, setErrors, validate, payload, ctx, visible };
}

interface Props {
  form: ReturnType<typeof useRegistryForm>;
  disabled?: boolean;
  optionsFor?: (def: FieldDef) => readonly Option[] | undefined;
}

export function RegistryFormFields({ form, disabled, optionsFor }: Props) {
  return (
    <Grid gap="sm">
      {form.visible.map((def) => (
        <Grid.Col key={`${def.name}-${def.label}`} span={{ base: 12, sm: 6 }}>
          <RegistryInput
            def={def}
            value={form.values[def.name] ?? ''}
            onChange={(v) => form.set(def.name, v)}
            required={def.required(form.ctx)}
            error={form.errors[def.name]}
            disabled={disabled}
            options={optionsFor?.(def) ?? def.optionsFor?.(form.ctx.values)}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
