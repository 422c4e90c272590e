/**
 * One registry field bound to the candidate record with autosave (spec 2 §4.6): text is saved
 * when left, choices when changed, only when the value would store something else. A value
 * the registry refuses is not sent (its problem shows under the field); an edit waiting for
 * the server shows that it is not saved yet; a refusal by the server shows its message.
 */
import { useState, type ReactNode } from 'react';
import { Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { FieldDef } from '@admissao/domain';
import { RegistryInput } from '../../../components/fields/RegistryInput';
import { useEditState, useQueueSnapshot, useSaveQueue } from '../autosave/AutosaveProvider';
import { useCandidatePage } from '../PageContext';
import { clearConfirmation, fieldRule, READ_ONLY_NOTE } from './fieldRules';
import { remoteOptionsOf, useLookupOptions } from '../../../components/fields/lookups';
import { casedText, formValue, problemOf, sameAsStored, storedValue, withoutLabel } from './values';
import { COLORS } from '../colors';

/** Types saved as soon as they change (a choice); the others when the input is left. */
const SAVED_ON_CHANGE = new Set<FieldDef['type']>(['boolean', 'choice', 'lookup', 'unit', 'bank']);

export const NOT_SAVED = 'Não salvo — tentando novamente';

export interface RecordFieldProps {
  def: FieldDef;
  /** saved also as soon as the mask is complete (CEP), not only when left */
  completeLength?: number;
  /** after a value was queued for saving */
  onCommit?: (text: string) => void;
  /** a note under the field (e.g. the CEP search result) */
  hint?: ReactNode;
  /** the group says once that its fields are read-only (the registration data staff filled) */
  readOnlyNoted?: boolean;
}

/** Asks before a change that empties other fields (the registry's `clears`). */
function confirmClearing(question: { title: string; text: string }): Promise<boolean> {
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: question.title,
      centered: true,
      children: <Text size="sm">{question.text}</Text>,
      labels: { confirm: 'Sim', cancel: 'Não' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    }),
  );
}

export function RecordField({ def, completeLength, onCommit, hint, readOnlyNoted }: RecordFieldProps) {
  const page = useCandidatePage();
  const queue = useSaveQueue();
  const { stalled } = useQueueSnapshot();
  const key = `field:${def.name}`;
  const state = useEditState(key);
  const rule = fieldRule(def, page.ctx);
  const remote = remoteOptionsOf(def, page.ctx);
  const lookup = useLookupOptions(remote || rule.options ? null : def.lookup);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const candidateEdits = def.editableBy.includes('candidate');
  const waiting = state && state.status !== 'failed' ? state.edit : undefined;
  // the record read by field name (any registry field this component is given)
  const stored: Readonly<Record<string, unknown>> = page.record;
  const base = waiting ? waiting.value : stored[def.name];
  const shownStored = state ? state.edit.value : stored[def.name];
  const value = rule.fixed ?? draft ?? formValue(def, shownStored);
  const disabled = !page.editable || rule.fixed !== undefined;

  const commit = async (text: string) => {
    const cased = casedText(def, text, page.upper);
    const issue = problemOf(def, cased);
    if (issue) {
      setProblem(issue);
      return;
    }
    setProblem(null);
    setDraft(null);
    if (sameAsStored(def, cased, base)) {
      if (state?.status === 'failed') queue.dismiss(key);
      return;
    }
    const question = clearConfirmation(def, page.ctx, formValue(def, base), cased);
    if (question && !(await confirmClearing(question))) return;
    // the API empties the fields this change clears and says which (CLEARED): the page mirrors it
    queue.enqueue({ kind: 'field', field: def.name }, storedValue(def, cased));
    page.clearHighlight(def.name);
    onCommit?.(cased);
  };

  const onChange = (text: string) => {
    if (SAVED_ON_CHANGE.has(def.type) || remote) {
      void commit(text);
      return;
    }
    // a mask formatting the stored value (not the user typing) changes nothing; but a partial
    // value (a half-typed date also stores as null) is typing: kept as the draft, or the next
    // render (e.g. another field's save landing) would reset the input to the stored value
    const cased = casedText(def, text, page.upper);
    const partial = cased.trim() !== '' && storedValue(def, cased) === null;
    if (draft === null && !partial && sameAsStored(def, cased, base)) return;
    setDraft(text);
    if (problem) setProblem(null);
    if (completeLength && text.replace(/\D/g, '').length === completeLength) void commit(text);
  };
  const onBlur = () => {
    if (draft !== null) void commit(draft);
  };

  const notSaved = waiting && (state?.status === 'retrying' || stalled);
  const error =
    problem ??
    (state?.status === 'failed' && state.message ? withoutLabel(def.label, state.message) : undefined) ??
    page.highlights.get(def.name);
  // the login is not typed here but has its own way to change (the hint's 'Alterar e-mail')
  const notes = [
    !candidateEdits && !def.login && !readOnlyNoted ? READ_ONLY_NOTE : undefined,
    rule.note,
  ].filter((n): n is string => Boolean(n));
  const description =
    notes.length || hint || notSaved ? (
      <Stack gap={2} component="span">
        {notes.map((n) => (
          <span key={n}>{n}</span>
        ))}
        {hint}
        {notSaved ? (
          <Text component="span" size="xs" c={COLORS.warning} fw={600} data-save-state="not-saved">
            {NOT_SAVED}
          </Text>
        ) : null}
      </Stack>
    ) : undefined;

  const input = (
    <RegistryInput
      def={def}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      required={candidateEdits && def.required(page.ctx)}
      error={error}
      description={description}
      disabled={disabled || (!candidateEdits && !['text', 'email'].includes(def.type))}
      readOnly={!candidateEdits}
      options={rule.options ?? (def.lookup && !remote ? (lookup.data ?? []) : undefined)}
      remote={remote}
    />
  );
  return rule.note ? (
    <Tooltip label={rule.note} multiline maw={280} position="top-start">
      <div>{input}</div>
    </Tooltip>
  ) : (
    input
  );
}
