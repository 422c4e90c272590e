/**
 * The autosave's calls and cache updates (the queue itself is autosave/saveQueue.ts): one edit is
 * sent as PATCH of a record field or as a custom field's value; each answer is written into the
 * cached record (or the custom values) at once, and the record is read again once the queue is
 * idle (the flags and a new status description come with it: one refresh per burst).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { candidateExtrasApi, candidateRecordApi, type FieldPatchAnswer } from '@admissao/domain';
import { call } from '../../../lib/call';
import { getSession } from '../../../lib/session';
import { getCandidateRecordQueryOptions } from '../../../lib/queries/candidate-record';
import { getCustomValuesQueryOptions } from '../../../lib/queries/custom-fields';
import type { SaveQueueOptions } from '../autosave/saveQueue';
import type { Edit } from '../autosave/types';

export type EditCalls = Pick<SaveQueueOptions, 'send' | 'onSaved' | 'onIdle'>;

function editCallsOf(codcandidato: number, queryClient: QueryClient): EditCalls {
  const recordKey = getCandidateRecordQueryOptions(codcandidato).queryKey;
  let refresh: ReturnType<typeof setTimeout> | undefined;
  return {
    send: (edit: Edit) => {
      const user = getSession().user?.CODUSUARIO;
      if (edit.target.kind === 'field')
        return call(candidateRecordApi.patchField, {
          body: { CODCANDIDATO: codcandidato, CODUSUARIO: user, FIELD: edit.target.field, VALUE: edit.value },
        });
      return call(candidateExtrasApi.saveCustomValue, {
        body: {
          CODCANDIDATO: codcandidato,
          CODUSUARIO: user,
          CODINFO: edit.target.codinfo,
          DESCRICAO: edit.value === null ? '' : String(edit.value),
        },
      });
    },
    onSaved: (edit, answer) => {
      if (edit.target.kind === 'field') {
        const a = answer as FieldPatchAnswer | undefined;
        const field = edit.target.field;
        // a refresh started before this save would bring the old value back
        void queryClient.cancelQueries({ queryKey: recordKey });
        const cleared = Object.fromEntries((a?.CLEARED ?? []).map((name) => [name, null]));
        queryClient.setQueryData(recordKey, (rec) =>
          rec
            ? {
                ...rec,
                [field]: a ? a.VALUE : edit.value,
                ...cleared,
                CODSTATUS: a?.CODSTATUS ?? rec.CODSTATUS,
              }
            : rec,
        );
      } else {
        const codinfo = edit.target.codinfo;
        const value = edit.value === null ? null : String(edit.value);
        // an emptied value is removed on the server, so it leaves the list
        queryClient.setQueryData(getCustomValuesQueryOptions(codcandidato).queryKey, (list) => {
          const others = (list ?? []).filter((c) => c.CODINFO !== codinfo);
          return value ? [...others, { CODINFO: codinfo, DESCRICAO: value }] : others;
        });
      }
    },
    // the flags (and a new status description) come with the record: one refresh per burst
    onIdle: () => {
      clearTimeout(refresh);
      refresh = setTimeout(() => void queryClient.invalidateQueries({ queryKey: recordKey }), 250);
    },
  };
}

/** The calls of one candidate's queue, bound to the app's query cache. */
export function useEditCalls(): (codcandidato: number) => EditCalls {
  const queryClient = useQueryClient();
  return (codcandidato) => editCallsOf(codcandidato, queryClient);
}
