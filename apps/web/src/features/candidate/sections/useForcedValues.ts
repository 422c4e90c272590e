import { useEffect } from 'react';
import { startedFilling } from '@admissao/domain';
import { useQueueSnapshot, useSaveQueue } from '../autosave/AutosaveProvider';
import { useCandidatePage } from '../PageContext';
import { forcedEdits } from './fieldRules';

/** Saves once the values a rule fixes (NATURALIZADO Não for Brazilians, CTPS Digital) and the defaults. */
export function useForcedValues() {
  const { ctx, record, editable } = useCandidatePage();
  const queue = useSaveQueue();
  const { states } = useQueueSnapshot();
  useEffect(() => {
    if (!editable) return;
    const waiting = (key: string) => queue.getSnapshot().states.has(key);
    const started = startedFilling(record.CODSTATUS);
    for (const [field, value] of forcedEdits(ctx, record, started))
      if (!waiting(`field:${field}`)) queue.enqueue({ kind: 'field', field }, value);
  }, [ctx, record, editable, queue, states]);
}
