/**
 * Staff edit of a staff-only section of registry fields (the 'Vínculo (eSocial)' section, issue 17):
 * the section's fields in a dialog, checked by the registry on Gravar, and each changed field saved
 * with PATCH /candidate in form order (a field's rule reads the ones before it, as the API does).
 */
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import {
  fieldsOfSection,
  normaliseValue,
  type CandidateRecord,
  type ClientSettings,
  type FieldDef,
  type SectionKey,
} from '@admissao/domain';
import { RegistryFormFields, useRegistryForm } from '../../../components/fields/RegistryFormFields';
import { patchRecordField } from '../api/patch-record-field';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useRefreshCandidate } from '../api/refresh-candidate';
import { EDIT_ERROR } from '../actions/messages';
import { EditDialog, inputTexts, SaveRow, showSaveError } from './EditDialogParts';

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a) === String(b);

function EditForm(props: {
  record: CandidateRecord;
  settings: ClientSettings;
  fields: readonly FieldDef[];
  onDone: () => void;
}) {
  const { record, settings, fields, onDone } = props;
  const { user } = useSession();
  const refresh = useRefreshCandidate();
  const stored: Readonly<Record<string, unknown>> = record;
  // the rules read the candidate's other data too (PCD decides 'Conta na cota')
  const form = useRegistryForm(fields, inputTexts(fields, stored), { settings, extra: record });
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!form.validate()) return;
    setSaving(true);
    try {
      const visible = new Set(form.visible.map((f) => f.name));
      for (const f of fields) {
        const text = visible.has(f.name) ? (form.values[f.name] ?? '') : '';
        if (same(normaliseValue(f, text), stored[f.name])) continue;
        await patchRecordField(record.CODCANDIDATO, user?.CODUSUARIO, f.name, text || null);
      }
      notifySuccess('Dados do vínculo gravados.');
      await refresh.view();
      onDone();
    } catch (e) {
      showSaveError(EDIT_ERROR, e, form);
      await refresh.view();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">Dados do vínculo usados no evento S-2200 do eSocial. Só a equipe vê e altera.</Text>
      <RegistryFormFields form={form} disabled={saving} />
      <SaveRow saving={saving} onCancel={onDone} onSave={() => void save()} />
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
    <EditDialog opened={props.section !== null} onClose={props.onClose} title={props.title} size="xl">
      {() => (
        <EditForm
          record={props.record}
          settings={props.settings}
          fields={fieldsOfSection(props.section!)}
          onDone={props.onClose}
        />
      )}
    </EditDialog>
  );
}
