/**
 * 'Validar' of a tab (spec 2 §4.3): waits for the saves still running, asks the server
 * (POST /candidate/check/required), keeps the flags it answers, and for an invalid tab shows
 * the 'Atenção' list for 10 s and marks its fields.
 */
import { useState } from 'react';
import { Text } from '@mantine/core';
import { REQUIRED_FIELD, type EmptyField } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError, notifyWarning } from '../../../lib/notify';
import { useCheckRequired } from '../api/check-required';
import { useSaveQueue } from '../autosave/AutosaveProvider';
import { useCandidatePage } from '../PageContext';
import type { TabDef } from '@admissao/domain';
import { withoutLabel } from './values';

export const REQUIRED_NOTICE = 'Os campos marcados com [*] são de preenchimento obrigatório.';
const isMissing = (f: EmptyField) => f.description.startsWith('Os campos marcados');

/** At most this many items are listed; the others are counted (the fields are marked anyway). */
const LISTED = 6;
const ATTENTION_LIST = {
  margin: '4px 0 0',
  paddingInlineStart: 'var(--mantine-spacing-xl)',
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height)',
} as const;

function showAttention(all: string[]) {
  const items =
    all.length > LISTED ? [...all.slice(0, LISTED - 1), `e mais ${all.length - LISTED + 1} campos`] : all;
  notifyWarning(
    <>
      <Text size="sm">{REQUIRED_NOTICE}</Text>
      {/* a plain list: Mantine's List would be the only one on /dados's first visit (0.8 KB) */}
      <ul style={ATTENTION_LIST}>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </>,
    'validate-attention',
  );
}

/** Extra problems of tabs checked outside the registry (dependents, custom fields). */
export type ExtraIssues = () => string[];

export function useValidate(tab: TabDef, extraIssues?: ExtraIssues) {
  const page = useCandidatePage();
  const queue = useSaveQueue();
  const checkRequired = useCheckRequired();
  const [busy, setBusy] = useState(false);

  const validate = async () => {
    if (queue.getSnapshot().stalled) {
      notifyError('Há alterações ainda não salvas. Aguarde a conexão e tente novamente.');
      return;
    }
    setBusy(true);
    try {
      await queue.whenIdle();
      const result = await checkRequired(page.id);
      const issues = result.fieldsEmpty.filter((f) => f.flag === tab.flag);
      page.highlight(
        new Map(
          issues.map((f) => [
            f.reference,
            isMissing(f) ? REQUIRED_FIELD : withoutLabel(f.name, f.description),
          ]),
        ),
      );
      if (result[tab.flag]) return;
      const items = [
        ...issues.map((f) => (isMissing(f) ? f.name : f.description)),
        ...(extraIssues?.() ?? []),
      ];
      showAttention(items.length ? items : ['Revise os dados desta aba.']);
      const first = issues[0]?.reference;
      if (first)
        document
          .querySelector<HTMLElement>(`[name="${first}"]`)
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    } catch (e) {
      notifyError('Erro ao validar', isApiError(e) ? e.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return { validate, busy, valid: page.record[tab.flag] === true };
}
