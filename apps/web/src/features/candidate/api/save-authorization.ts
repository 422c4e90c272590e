/** Adds (POST) or changes (PUT, with IDPESSOA) an authorized person of the delivery address. */
import { candidateExtrasApi } from '@admissao/domain';
import { call } from '../../../lib/call';

/** The dialog's payload: each field as the registry stores it. */
type Fields = Record<string, string | number | boolean | null>;

export const saveAuthorization = (CODCANDIDATO: number, fields: Fields, IDPESSOA?: number) =>
  IDPESSOA
    ? call(candidateExtrasApi.updateAuthorization, { body: { ...fields, CODCANDIDATO, IDPESSOA } })
    : call(candidateExtrasApi.addAuthorization, { body: { ...fields, CODCANDIDATO } });
