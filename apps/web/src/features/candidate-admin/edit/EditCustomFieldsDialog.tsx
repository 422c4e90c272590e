/**
 * Staff fill the custom fields the client marked as filled by the administrator
 * (RESP_PREENCHIMENTO 'A'), as at registration: PUT /candidate/customFieldsData per changed value.
 */
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CustomFieldInput } from '../../../components/fields/CustomFieldInput';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { type CustomField } from '@admissao/domain';
import { saveCustomValue } from '../api/save-custom-value';
import { getCustomValuesQueryOptions } from '../../../lib/queries/custom-fields';
import { useRefreshCandidate } from '../api/refresh-candidate';
import { EditDialog, SaveRow, showSaveError } from './EditDialogParts';

export const CUSTOM_SAVED = 'Informações adicionais alteradas com sucesso!';
export const CUSTOM_ERROR = 'Erro ao atualizar o campo';

function CustomForm({
  id,
  fields,
  onDone,
}: {
  id: number;
  fields: readonly CustomField[];
  onDone: () => void;
}) {
  const { user } = useSession();
  const refresh = useRefreshCandidate();
  const stored = useQuery(getCustomValuesQueryOptions(id));
  const initial = new Map((stored.data ?? []).map((v) => [v.CODINFO, v.DESCRICAO ?? '']));
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const valueOf = (f: CustomField) => values[f.CODINFO] ?? initial.get(f.CODINFO) ?? '';

  const save = async () => {
    const missing = Object.fromEntries(
      fields.filter((f) => f.OBRIGATORIO && !valueOf(f).trim()).map((f) => [f.CODINFO, 'Campo obrigatório']),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      for (const f of fields)
        if (valueOf(f) !== (initial.get(f.CODINFO) ?? ''))
          await saveCustomValue(id, user?.CODUSUARIO, f.CODINFO, valueOf(f));
      notifySuccess(CUSTOM_SAVED);
      onDone();
    } catch (e) {
      showSaveError(CUSTOM_ERROR, e);
    } finally {
      setSaving(false);
      await refresh.view();
    }
  };
  return (
    <Stack gap="sm">
      {fields.map((f) => (
        <CustomFieldInput
          key={f.CODINFO}
          field={f}
          value={valueOf(f)}
          error={errors[f.CODINFO]}
          disabled={saving || stored.isPending}
          onChange={(v) => {
            setValues((cur) => ({ ...cur, [f.CODINFO]: v }));
            setErrors(({ [f.CODINFO]: _gone, ...rest }) => rest);
          }}
        />
      ))}
      <SaveRow saving={saving} disabled={stored.isPending} onCancel={onDone} onSave={() => void save()} />
    </Stack>
  );
}

export function EditCustomFieldsDialog(props: {
  id: number;
  fields: readonly CustomField[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <EditDialog opened={props.opened} onClose={props.onClose} title="Informações adicionais">
      {() => <CustomForm id={props.id} fields={props.fields} onDone={props.onClose} />}
    </EditDialog>
  );
}
