/**
 * Inf. adicional: the client's custom fields the candidate fills (T text ≤ 100, R radio,
 * M multi-select joined with ';'), saved like the other fields (PUT /candidate/customFieldsData).
 */
import { useState } from 'react';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { CustomFieldInput } from '../../../components/fields/CustomFieldInput';
import { useEditState, useQueueSnapshot, useSaveQueue } from '../autosave/AutosaveProvider';
import { useQuery } from '@tanstack/react-query';
import type { CustomField } from '@admissao/domain';
import { getCustomValuesQueryOptions } from '../../../lib/queries/custom-fields';
import { useCandidatePage } from '../PageContext';
import { NOT_SAVED } from '../sections/RecordField';
import { ValidateButton } from '../sections/ValidateButton';
import type { TabDef } from '@admissao/domain';
import { COLORS } from '../colors';

function CustomFieldBox({ field, stored }: { field: CustomField; stored: string }) {
  const { editable, upper } = useCandidatePage();
  const queue = useSaveQueue();
  const { stalled } = useQueueSnapshot();
  const state = useEditState(`custom:${field.CODINFO}`);
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? (state ? String(state.edit.value ?? '') : stored);
  const base = state && state.status !== 'failed' ? String(state.edit.value ?? '') : stored;

  const commit = (text: string) => {
    setDraft(null);
    const v = field.TIPO === 'T' && upper ? text.trim().toLocaleUpperCase('pt-BR') : text.trim();
    if (v === base) return;
    queue.enqueue({ kind: 'custom', codinfo: field.CODINFO }, v === '' ? null : v);
  };
  const notSaved = state && state.status !== 'failed' && (state.status === 'retrying' || stalled);
  return (
    <CustomFieldInput
      field={field}
      value={value}
      // text is saved when left, a choice when made
      onChange={(v) => (field.TIPO === 'T' ? setDraft(v) : commit(v))}
      onBlur={() => draft !== null && commit(draft)}
      disabled={!editable}
      error={state?.status === 'failed' ? state.message : undefined}
      description={
        notSaved ? (
          <Text component="span" size="xs" c={COLORS.warning} fw={600} data-save-state="not-saved">
            {NOT_SAVED}
          </Text>
        ) : undefined
      }
    />
  );
}

export function CustomFieldsTab({ tab, fields }: { tab: TabDef; fields: CustomField[] }) {
  const { id } = useCandidatePage();
  const values = useQuery({ ...getCustomValuesQueryOptions(id), enabled: fields.length > 0 });
  const storedOf = (f: CustomField) => values.data?.find((v) => v.CODINFO === f.CODINFO)?.DESCRICAO ?? '';
  const { states } = useQueueSnapshot();
  const current = (f: CustomField) => {
    const s = states.get(`custom:${f.CODINFO}`);
    return s && s.status !== 'failed' ? String(s.edit.value ?? '') : storedOf(f);
  };
  const extraIssues = () => fields.filter((f) => f.OBRIGATORIO && !current(f).trim()).map((f) => f.DESCRICAO);
  return (
    <Stack gap="lg">
      {values.isError ? (
        <Alert color="orange" variant="light">
          Não foi possível carregar as respostas já salvas.
        </Alert>
      ) : null}
      {values.isPending && fields.length ? (
        <Text c="gray.7">Carregando dados...</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
          {fields.map((f) => (
            <CustomFieldBox key={f.CODINFO} field={f} stored={storedOf(f)} />
          ))}
        </SimpleGrid>
      )}
      <ValidateButton tab={tab} extraIssues={extraIssues} />
    </Stack>
  );
}
