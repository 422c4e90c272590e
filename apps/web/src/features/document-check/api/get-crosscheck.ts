/** The OCR cross-check of one document (GET crosscheck), asked again while the reading is under way. */
import { useQuery } from '@tanstack/react-query';
import { crosscheckApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const useCrosscheck = (candidateId: number, CODTIPODOC: number, pollMs: number) =>
  useQuery({
    ...callQuery(crosscheckApi.show, { params: { CODCANDIDATO: candidateId, CODTIPODOC } }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.ESTADO === 'Calculando' ? pollMs : false),
  });
