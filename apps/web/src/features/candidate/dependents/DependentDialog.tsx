/**
 * Adds or edits a dependent (spec 2 §4.7) with the fields and rules of DEPENDENT_FIELDS:
 * PARENTESCO_OUTROS for 'Outros', RG when POSSUIRG, IRRF / medical / dental / life insurance /
 * family allowance by the client settings and the titular's choices.
 */
import { useState } from 'react';
import { Modal, Stack } from '@mantine/core';
import { DEPENDENT_FIELDS, titularFacts, type Dependent, type FieldDef } from '@admissao/domain';
import { RegistryFormFields, useRegistryForm } from '../../../components/fields/RegistryFormFields';
import { hasCode, isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCandidatePage } from '../PageContext';
import { saveDependent, useRefreshDependents } from '../api/save-dependent';
import { useLookupOptions } from '../../../components/fields/lookups';
import { formValue } from '../sections/values';
import { SaveCancelActions } from '../../../components/FormDialog';

export const DEPENDENT_MESSAGES = {
  addFailed: 'Não foi possível incluír o dependente',
  saveFailed: 'Não foi possível salvar o dependente',
  notFound: 'Dependente não encontrado',
} as const;

/** The fields the candidate fills (the staff's eSocial type of a dependent is chosen in the staff view). */
const CANDIDATE_DEPENDENT_FIELDS = DEPENDENT_FIELDS.filter((f) => f.editableBy.includes('candidate'));

export function DependentDialog({
  dependent,
  onClose,
}: {
  dependent: Dependent | null;
  onClose: () => void;
}) {
  const { id, settings, ctx, upper } = useCandidatePage();
  const refreshDependents = useRefreshDependents();
  const maritalStatus = useLookupOptions('marital_status');
  const initial = Object.fromEntries(
    CANDIDATE_DEPENDENT_FIELDS.map((f) => [f.name, formValue(f, dependent?.[f.name] ?? null)]),
  );
  const form = useRegistryForm(CANDIDATE_DEPENDENT_FIELDS, initial, {
    settings,
    extra: titularFacts(ctx.values),
    upper,
  });
  const [saving, setSaving] = useState(false);
  const setField = form.set;
  // changing the relationship above 2 clears the medical assistance choice (spec 2 §4.7)
  const formWithRules = {
    ...form,
    set: (name: string, value: string) => {
      setField(name, value);
      if (name === 'PARENTESCO' && Number(value) > 2) setField('ASSISTENCIAMED', '');
    },
  };

  const save = async () => {
    if (!form.validate()) return;
    setSaving(true);
    try {
      await saveDependent(id, form.payload(), dependent?.CODDEP);
      notifySuccess(dependent ? 'Dependente atualizado' : 'Dependente incluído');
      await refreshDependents();
      onClose();
    } catch (e) {
      const field = isApiError(e) && typeof e.body.field === 'string' ? e.body.field : null;
      if (field && isApiError(e)) form.setErrors({ [field]: e.message });
      const title = hasCode(e, 'NOT_FOUND')
        ? DEPENDENT_MESSAGES.notFound
        : dependent
          ? DEPENDENT_MESSAGES.saveFailed
          : DEPENDENT_MESSAGES.addFailed;
      notifyError(title, isApiError(e) && e.code !== 'NOT_FOUND' ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  const optionsFor = (def: FieldDef) =>
    def.lookup === 'marital_status' ? (maritalStatus.data ?? []) : undefined;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      opened
      onClose={onClose}
      title={dependent ? 'Editar dependente' : 'Incluir dependente'}
      size="lg"
      centered
    >
      <form
        noValidate
        aria-label="Dependente"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <RegistryFormFields form={formWithRules} optionsFor={optionsFor} />
          <SaveCancelActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
