/**
 * Staff edit of the registration data (spec 3 §5 "Candidate edit", PATCH /candidate/personal):
 * the registry's CADASTRO fields, NOME, EMAIL, CODUNIDADE, CARGO and DATINICIO required, GESTOR
 * and RECRUTADOR when the client asks for them. An e-mail of a finished or cancelled process
 * may be reused after confirmation.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import {
  fieldsOfSection,
  formatDateBR,
  lifecycleApi,
  type CandidateRecord,
  type ClientSettings,
  type FieldDef,
} from '@admissao/domain';
import {
  RegistryFormFields,
  useRegistryForm,
  type FormValues,
} from '../../../components/fields/RegistryFormFields';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useUnits } from '../../../lib/units';
import { call } from '../../../lib/call';
import { refreshCandidateList, refreshCandidateView } from '../api/refresh-candidate';
import { EDIT_ERROR } from '../actions/messages';

const FIELDS = fieldsOfSection('CADASTRO');

/** The form's texts of the registration fields, read from the record by name. */
function initialValues(record: Readonly<Record<string, unknown>>): FormValues {
  const out: FormValues = {};
  for (const f of FIELDS) {
    const v = record[f.name];
    out[f.name] =
      v === null || v === undefined
        ? ''
        : f.type === 'date' && typeof v === 'string'
          ? formatDateBR(v.slice(0, 10))
          : String(v);
  }
  return out;
}

function confirmReuse(message: string): Promise<boolean> {
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: 'E-mail já utilizado',
      centered: true,
      closeButtonProps: { 'aria-label': 'Fechar' },
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
  const queryClient = useQueryClient();
  const form = useRegistryForm(FIELDS, initialValues(record), { settings });
  const [saving, setSaving] = useState(false);

  const send = async (reuse: boolean): Promise<void> => {
    const body = {
      ...form.payload(),
      CODCANDIDATO: record.CODCANDIDATO,
      CODUSUARIO: user?.CODUSUARIO,
      ...(reuse ? { REUTILIZAR_EMAIL: true } : {}),
    };
    try {
      const answer = await call(lifecycleApi.editPersonal, { body });
      notifySuccess(answer.message);
      await refreshCandidateView(queryClient);
      void refreshCandidateList(queryClient);
      onDone();
    } catch (e) {
      if (isApiError(e) && e.status === 409 && e.body.REUTILIZAVEL === true && !reuse) {
        if (await confirmReuse(e.message)) return send(true);
        return;
      }
      const field = isApiError(e) && typeof e.body.field === 'string' ? e.body.field : null;
      if (field && isApiError(e)) form.setErrors({ [field]: e.message });
      notifyError(EDIT_ERROR, isApiError(e) ? e.message : undefined);
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
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={saving}>
          Cancelar
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          Gravar
        </Button>
      </Group>
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
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Alterar dados do cadastro"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {props.opened ? (
        <EditForm record={props.record} settings={props.settings} onDone={props.onClose} />
      ) : null}
    </Modal>
  );
}
