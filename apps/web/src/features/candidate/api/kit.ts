/** The candidate's admission kit (issue 33 §2, decision 072): read, code, sign, refuse. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { kitApi, pathOf, type CallInput } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
import { call, callQuery, invalidateCalls } from '../../../lib/call';
import { saveResponse } from '../../../lib/download';

export const useMyKit = () => useQuery(callQuery(kitApi.mine, undefined, { staleTime: 0 }));

export function useMyKitRefresh() {
  const qc = useQueryClient();
  return () => invalidateCalls(qc, kitApi.mine);
}

/** API path (without /api) of a document of the candidate's current kit, for the viewer. */
export const myKitPdfPath = (docId: number) => pathOf(kitApi.myPdf.path, { docId });

export const requestKitCode = (body: CallInput<typeof kitApi.code>['body']) => call(kitApi.code, { body });
export const signMyKit = (body: CallInput<typeof kitApi.sign>['body']) => call(kitApi.sign, { body });
export const refuseMyKit = (body: CallInput<typeof kitApi.refuse>['body']) => call(kitApi.refuse, { body });

/** Saves one document of the current kit (the sealed PDF once sealed). */
export async function downloadMyKitDocument(docId: number, nome: string): Promise<void> {
  const res = await apiResponse(myKitPdfPath(docId), { method: 'GET' });
  await saveResponse(res, `${nome}.pdf`);
}
