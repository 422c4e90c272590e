/** Adds (POST) or changes (PUT, with CODDEP) a dependent of the candidate. */
import { candidateExtrasApi } from '@admissao/domain';
import { call } from '../../../lib/call';

/** The dialog's payload: each field as the registry stores it. */
type Fields = Record<string, string | number | boolean | null>;

export const saveDependent = (CODCANDIDATO: number, fields: Fields, CODDEP?: number) =>
  CODDEP
    ? call(candidateExtrasApi.updateDependent, { body: { ...fields, CODCANDIDATO, CODDEP } })
    : call(candidateExtrasApi.addDependent, { body: { ...fields, CODCANDIDATO } });
