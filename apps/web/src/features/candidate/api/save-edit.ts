/**
 * The autosave's queue of each candidate bound to the calls and the query cache (the queue itself is
 * autosave/saveQueue.ts): one queue per candidate for the life of the app (saves go on after the page
 * is left); an edit is sent as PATCH of a record field or as a custom field's value, each answer is
 * written into the cached record (or the custom values) at once, and the record is read again once
 * the queue is idle. Sign-out stops the queue; what was not saved stays in local storage.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { candidateExtrasApi, candidateRecordApi, type FieldPatchAnswer } from '@admissao/domain';
import { call } from '../../../lib/call';
import { getCandidateRecordQueryOptions } from '../../../lib/queries/candidate-record';
import { getCustomValuesQueryOptions } from '../../../lib/queries/custom-fields';
import { getSession, subscribeSession } from '../../../lib/session';
import { localPendingStore, pendingEditsKey } from '../autosave/pendingStore';
import { isRetryable, messageOf, retryAfterOf } from '../autosave/policy';
import { SaveQueue } from '../autosave/saveQueue';
import type { Edit } from '../autosave/types';

const queues = new Map<number, SaveQueue>();

function createQueue(codcandidato: number, queryClient: QueryClient): SaveQueue {
  const recordKey = getCandidateRecordQueryOptions(codcandidato).queryKey;
  let refresh: ReturnType<typeof setTimeout> | undefined;
  const queue = new SaveQueue({
    store: localPendingStore(pendingEditsKey(codcandidato)),
    isRetryable,
    messageOf,
    retryAfterOf,
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
  });
  queue.restore();
  return queue;
}

/** The queue of this candidate (created, and its stored edits re-sent, on first use). */
function saveQueueFor(codcandidato: number, queryClient: QueryClient): SaveQueue {
  let queue = queues.get(codcandidato);
  if (!queue) {
    queue = createQueue(codcandidato, queryClient);
    queues.set(codcandidato, queue);
  }
  return queue;
}

// another candidate, or nobody, signed in: the queues stop (local storage keeps their edits)
if (typeof window !== 'undefined') {
  subscribeSession(() => {
    const current = getSession().candidate?.CODCANDIDATO;
    for (const [id, queue] of queues)
      if (id !== current || !getSession().token) {
        queue.dispose();
        queues.delete(id);
      }
  });
  window.addEventListener('online', () => queues.forEach((q) => q.retryNow()));
}

/** The queue of this candidate, bound to the app's query cache. */
export function useCandidateSaveQueue(codcandidato: number): SaveQueue {
  const queryClient = useQueryClient();
  return saveQueueFor(codcandidato, queryClient);
}
