/**
 * Staff edit of a staff-only section of registry fields (the 'Vínculo (eSocial)' section, issue 17):
 * the section's fields in a dialog, checked by the registry on Gravar, and each changed field saved
 * with PATCH /candidate in form order (a field's rule reads the ones before it, as the API does).
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  candidateRecordApi,
  fieldsOfSection,
  formatDateBR,
  normaliseValue,
  type CandidateRecord,
  type ClientSettings,
  type FieldDef,
  type SectionKey,
} from '@admissao/domain';
import {
  RegistryFormFields,
  useRegistryForm,
  type FormValues,
} from '../../../components/fields/RegistryFormFields';
import { call } from '../../../lib/call';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { refreshCandidateView } from '../api/refresh-candidate';
import { EDIT_ERROR } from '../actions/messages';

/** How a stored value reads in its input (dates dd/mm/aaaa, decimals with a comma). */
function inputText(f: FieldDef, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (f.type === 'date') return formatDateBR(String(v).slice(0, 10));
  if (f.type === 'decimal') return Number(v).toFixed(2).replace('.', ',');
  return String(v);
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a) === String(b);

function EditForm(props: {
  record: CandidateRecord;
  settings: ClientSettings;
  fields: readonly FieldDef[];
  onDone: () => void;
}) {
  const { record, settings, fields, onDone } = props;
  const { user } = useSession();
  const queryClient = useQueryClient();
  const stored: Readonly<Record<string, unknown>> = record;
  const initial: FormValues = Object.fromEntries(fields.map((f) => [f.name, inputText(f, stored[f.name])]));
  // the rules read the candidate's other data too (PCD decides 'Conta na cota')
  const form = useRegistryForm(fields, initial, { settings, extra: record });
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!form.validate()) return;
    setSaving(true);
    try {
      const visible = new Set(form.visible.map((f) => f.name));
      for (const f of fields) {
        const text = visible.has(f.name) ? (form.values[f.name] ?? '') : '';
        if (same(normaliseValue(f, text), stored[f.name])) continue;
        await call(candidateRecordApi.patchField, {
          body: {
            CODCANDIDATO: record.CODCANDIDATO,
            CODUSUARIO: user?.CODUSUARIO,
            FIELD: f.name,
            VALUE: text || null,
          },
        });
      }
      notifySuccess('Dados do vínculo gravados.');
      await refreshCandidateView(queryClient);
      onDone();
    } catch (e) {
      const field = isApiError(e) && typeof e.body.field === 'string' ? e.body.field : null;
      if (field && isApiError(e)) form.setErrors({ [field]: e.message });
      notifyError(EDIT_ERROR, isApiError(e) ? e.message : undefined);
      await refreshCandidateView(queryClient);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">Dados do vínculo usados no evento S-2200 do eSocial. Só a equipe vê e altera.</Text>
      <RegistryFormFields form={form} disabled={saving} />
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

export function EditSectionFieldsDialog(props: {
  section: SectionKey | null;
  title: string;
  record: CandidateRecord;
  settings: ClientSettings;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={props.section !== null}
      onClose={props.onClose}
      title={props.title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {props.section ? (
        <EditForm
          record={props.record}
          settings={props.settings}
          fields={fieldsOfSection(props.section)}
          onDone={props.onClose}
        />
      ) : null}
    </Modal>
  );
}
