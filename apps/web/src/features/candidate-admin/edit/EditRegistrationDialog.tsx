/**
 * Staff edit of the registration data (spec 3 §5 "Candidate edit", PATCH /candidate/personal):
 * the registry's CADASTRO fields, NOME, EMAIL, CODUNIDADE, CARGO and DATINICIO required, GESTOR
 * and RECRUTADOR when the client asks for them. An e-mail of a finished or cancelled process
 * may be reused after confirmation.
 */
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { fieldsOfSection, type CandidateRecord, type ClientSettings, type FieldDef } from '@admissao/domain';
import { RegistryFormFields, useRegistryForm } from '../../../components/fields/RegistryFormFields';
import { hasCode } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useUnits } from '../../../lib/units';
import { editPersonal } from '../api/edit-personal';
import { useRefreshCandidate } from '../api/refresh-candidate';
import { EDIT_ERROR } from '../actions/messages';
import { EditDialog, inputTexts, SaveRow, showSaveError } from './EditDialogParts';

const FIELDS = fieldsOfSection('CADASTRO');

function confirmReuse(message: string): Promise<boolean> {
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: 'E-mail já utilizado',
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: 'Reutilizar e-mail', cancel: 'Voltar' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    }),
  );
}

function EditForm({
  record,
  settings,
  onDone,
}: {
  record: CandidateRecord;
  settings: ClientSettings;
  onDone: () => void;
}) {
  const { user } = useSession();
  const units = useUnits();
  const refresh = useRefreshCandidate();
  const form = useRegistryForm(FIELDS, inputTexts(FIELDS, record), { settings });
  const [saving, setSaving] = useState(false);

  const send = async (reuse: boolean): Promise<void> => {
    const body = {
      ...form.payload(),
      CODCANDIDATO: record.CODCANDIDATO,
      CODUSUARIO: user?.CODUSUARIO,
      ...(reuse ? { REUTILIZAR_EMAIL: true } : {}),
    };
    try {
      const answer = await editPersonal(body);
      notifySuccess(answer.message);
      await refresh.view();
      void refresh.list();
      onDone();
    } catch (e) {
      if (hasCode(e, 'EMAIL_REUSABLE') && !reuse) {
        if (await confirmReuse(e.message)) return send(true);
        return;
      }
      showSaveError(EDIT_ERROR, e, form);
    }
  };
  const save = async () => {
    if (!form.validate()) return;
    setSaving(true);
    try {
      await send(false);
    } finally {
      setSaving(false);
    }
  };
  const optionsFor = (def: FieldDef) =>
    def.type === 'unit'
      ? (units.data ?? []).map((u) => ({ value: String(u.CODUNIDADE), label: u.UNIDADE }))
      : undefined;
  return (
    <Stack gap="md">
      <Text size="sm">Os campos marcados com [*] são de preenchimento obrigatório.</Text>
      <RegistryFormFields form={form} disabled={saving} optionsFor={optionsFor} />
      <SaveRow saving={saving} onCancel={onDone} onSave={() => void save()} />
    </Stack>
  );
}

export function EditRegistrationDialog(props: {
  record: CandidateRecord;
  settings: ClientSettings;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <EditDialog opened={props.opened} onClose={props.onClose} title="Alterar dados do cadastro" size="xl">
      {() => <EditForm record={props.record} settings={props.settings} onDone={props.onClose} />}
    </EditDialog>
  );
}
