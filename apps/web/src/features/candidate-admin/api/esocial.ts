/**
 * eSocial S-2200 (issue 17): the pre-check of a candidate and the download of its unsigned XML; its
 * signing and sending, and the events sent (decision 077).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { esocialApi, esocialTransmissionApi, pathOf, type AdmissionEventKind } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';
import { call, invalidateCalls, keyOf } from '../../../lib/call';

export function useS2200Check(id: number, enabled: boolean) {
  const input = { params: { id } };
  return useQuery({
    queryKey: keyOf(esocialApi.check, input),
    queryFn: ({ signal }) => call(esocialApi.check, input, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Saves the XML under the server's name (S-2200_<CPF>_<Id>.xml). */
export async function downloadS2200(id: number): Promise<void> {
  const res = await apiResponse(pathOf(esocialApi.xml.path, { id }), { method: 'GET' });
  await saveResponse(res, 'S-2200.xml');
}

/** The candidate's eSocial events (decision 077): state, protocol, receipt, occurrences. */
export function useEsocialEvents(id: number, enabled: boolean) {
  const input = { params: { id } };
  return useQuery({
    queryKey: keyOf(esocialTransmissionApi.events, input),
    queryFn: ({ signal }) => call(esocialTransmissionApi.events, input, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Signs and sends the S-2200; the events and the pre-check are read again, whatever came of it. */
export function useSendS2200(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(esocialTransmissionApi.send, { params: { id } }),
    onSettled: () => invalidateCalls(queryClient, esocialTransmissionApi.events, esocialApi.check),
  });
}

/**
 * Decision 083: the panel follows the candidate's admission event (admissionEventKindOf) — the
 * S-2200's calls above, or the intern's S-2300's — and offers the S-3000 after a cancellation.
 */
const CALLS_OF = {
  'S-2200': { check: esocialApi.check, xml: esocialApi.xml, send: esocialTransmissionApi.send },
  'S-2300': {
    check: esocialApi.s2300Check,
    xml: esocialApi.s2300Xml,
    send: esocialTransmissionApi.s2300Send,
  },
} as const satisfies Record<AdmissionEventKind, object>;

export function useAdmissionCheck(kind: AdmissionEventKind, id: number, enabled: boolean) {
  const input = { params: { id } };
  const op = CALLS_OF[kind].check;
  return useQuery({
    queryKey: keyOf(op, input),
    queryFn: ({ signal }) => call(op, input, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Saves the unsigned XML under the server's name (S-2200_… or S-2300_…). */
export async function downloadAdmissionEvent(kind: AdmissionEventKind, id: number): Promise<void> {
  const res = await apiResponse(pathOf(CALLS_OF[kind].xml.path, { id }), { method: 'GET' });
  await saveResponse(res, `${kind}.xml`);
}

/** Signs and sends the admission event, or the S-3000; the events and the pre-check are read again. */
export function useSendEvent(kind: AdmissionEventKind | 'S-3000', id: number) {
  const queryClient = useQueryClient();
  const op = kind === 'S-3000' ? esocialTransmissionApi.s3000Send : CALLS_OF[kind].send;
  return useMutation({
    mutationFn: () => call(op, { params: { id } }),
    onSettled: () =>
      invalidateCalls(queryClient, esocialTransmissionApi.events, esocialApi.check, esocialApi.s2300Check),
  });
}
