import { useState } from 'react';
import { Modal, Stack } from '@mantine/core';
import { RegistryFormFields, useRegistryForm } from '../../../components/fields/RegistryFormFields';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { saveAuthorization, useRefreshAuthorizations } from '../api/save-authorization';
import { useCandidatePage } from '../PageContext';
import { AUTHORIZED_PERSON_FIELDS, type AuthorizedPerson } from '@admissao/domain';
import { SaveCancelActions } from '../../../components/FormDialog';

/** Adds or edits an authorized person (name, CPF or RG, document ≤ 14). */
export function AuthorizedPersonDialog({
  person,
  onClose,
}: {
  person: AuthorizedPerson | null;
  onClose: () => void;
}) {
  const { id, settings, upper } = useCandidatePage();
  const refreshAuthorizations = useRefreshAuthorizations();
  const form = useRegistryForm(
    AUTHORIZED_PERSON_FIELDS,
    { NOME: person?.NOME ?? '', TIPODOC: person?.TIPODOC ?? 'CPF', DOCUMENTO: person?.DOCUMENTO ?? '' },
    { settings, upper },
  );
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!form.validate()) return;
    setSaving(true);
    try {
      await saveAuthorization(id, form.payload(), person?.IDPESSOA);
      notifySuccess(person ? 'Pessoa autorizada atualizada' : 'Pessoa autorizada incluída');
      await refreshAuthorizations.listAndRecord();
      onClose();
    } catch (e) {
      notifyError(
        person
          ? 'Não foi possível atualizar a pessoa autorizada'
          : 'Não foi possível incluir a pessoa autorizada',
        isApiError(e) ? e.message : undefined,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      opened
      onClose={onClose}
      title={person ? 'Editar pessoa autorizada' : 'Incluir pessoa autorizada'}
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <RegistryFormFields form={form} />
          <SaveCancelActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
