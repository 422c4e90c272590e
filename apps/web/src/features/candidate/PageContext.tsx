/**
 * What every part of the page reads: the record, the settings, the values the rules see
 * (stored values with the edits still being saved on top, so a field appears as soon as the
 * answer that shows it is chosen), whether the candidate may edit, and the fields the last
 * 'Validar' pointed at.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { candidateMayEdit, type ClientSettings, type FieldContext } from '@admissao/domain';
import { useDisplayPrefs } from '../../lib/preferences';
import type { CandidateRecord } from '@admissao/domain';
import { useCachedRecord } from './api/candidate-record';
import { useQueueSnapshot } from './autosave/AutosaveProvider';

export interface CandidatePage {
  id: number;
  record: CandidateRecord;
  settings: ClientSettings;
  ctx: FieldContext;
  editable: boolean;
  /** text typed is shown and stored in upper case (display preference textCase M) */
  upper: boolean;
  /** field → message, from the last 'Validar' */
  highlights: ReadonlyMap<string, string>;
  highlight: (fields: ReadonlyMap<string, string>) => void;
  clearHighlight: (field: string) => void;
}

const PageContext = createContext<CandidatePage | null>(null);

export function CandidatePageProvider(props: {
  record: CandidateRecord;
  settings: ClientSettings;
  children: ReactNode;
}) {
  const { settings } = props;
  const snapshot = useQueueSnapshot();
  // the cache itself, not the query result: a saved edit patches the cache and then leaves the
  // queue at once, while useQuery hears of the patch a moment later; reading the cache keeps
  // every render consistent (never the edit gone and the old value back)
  const record = useCachedRecord(props.record.CODCANDIDATO) ?? props.record;
  const prefs = useDisplayPrefs();
  const [highlights, setHighlights] = useState<ReadonlyMap<string, string>>(new Map());
  const values = useMemo(() => {
    const merged: Record<string, unknown> = { ...record };
    for (const state of snapshot.states.values())
      if (state.status !== 'failed' && state.edit.target.kind === 'field')
        merged[state.edit.target.field] = state.edit.value;
    return merged;
  }, [record, snapshot]);
  const highlight = useCallback((fields: ReadonlyMap<string, string>) => setHighlights(fields), []);
  const clearHighlight = useCallback(
    (field: string) =>
      setHighlights((current) => {
        if (!current.has(field)) return current;
        const next = new Map(current);
        next.delete(field);
        return next;
      }),
    [],
  );
  const page = useMemo<CandidatePage>(
    () => ({
      id: record.CODCANDIDATO,
      record,
      settings,
      ctx: { settings, values },
      editable: candidateMayEdit(record.CODSTATUS),
      upper: prefs.textCase === 'M',
      highlights,
      highlight,
      clearHighlight,
    }),
    [record, settings, values, prefs.textCase, highlights, highlight, clearHighlight],
  );
  return <PageContext.Provider value={page}>{props.children}</PageContext.Provider>;
}

export function useCandidatePage(): CandidatePage {
  const page = useContext(PageContext);
  if (!page) throw new Error('useCandidatePage outside CandidatePageProvider');
  return page;
}
