/** The admission kit of one candidate (issue 33 §2, decision 072): read, send, countersign, download. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { kitApi, pathOf } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
import { call, callQuery, invalidateCalls } from '../../../lib/call';
import { saveResponse } from '../../../lib/download';

export const useStaffKit = (id: number, enabled: boolean) =>
  useQuery(callQuery(kitApi.get, { params: { id } }, { enabled, staleTime: 0 }));

/** After a step: the kit is read again. */
export function useKitRefresh() {
  const qc = useQueryClient();
  return () => invalidateCalls(qc, kitApi.get);
}

export const sendKit = (id: number) => call(kitApi.send, { params: { id } });

export const countersignKit = (id: number, DOCUMENTOS: number[]) =>
  call(kitApi.countersign, { params: { id }, body: { DOCUMENTOS } });

/** Saves one document (the sealed PDF once sealed). */
export async function downloadKitDocument(id: number, docId: number, nome: string): Promise<void> {
  const res = await apiResponse(pathOf(kitApi.pdf.path, { id, docId }), { method: 'GET' });
  await saveResponse(res, `${nome}.pdf`);
}
