/** Add (ADMIN, MANAGER), edit and delete (ADMIN) an FAQ entry; afterwards the FAQ is read again. */
import { useQueryClient } from '@tanstack/react-query';
import { contentApi } from '@admissao/domain';
import { call, invalidateCalls } from '../../../lib/call';
import type { DoubtInput } from '../schema';

// the original screens send the date; the server sets its own
const today = () => new Date().toISOString();

export const createDoubt = (input: DoubtInput) =>
  call(contentApi.createDoubt, { body: { ...input, DATATUALIZACAO: today() } });
export const updateDoubt = (CODDUVIDA: number, input: DoubtInput) =>
  call(contentApi.updateDoubt, { body: { ...input, CODDUVIDA, DATATUALIZACAO: today() } });
export const deleteDoubt = (CODDUVIDA: number, CODADM: number | undefined) =>
  call(contentApi.removeDoubt, { body: { CODDUVIDA, CODADM } });

export function useRefreshDoubts() {
  const queryClient = useQueryClient();
  return () => invalidateCalls(queryClient, contentApi.doubts, contentApi.doubt);
}
