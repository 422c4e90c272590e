/** Calls of the candidate data page (docs/api-candidate-page.md). */
import type { ClientSettings, EmptyField, ValidityFlag } from '@admissao/domain';
import { api } from '../../lib/api';
import type { CustomField, CustomFieldValue } from '@admissao/domain';
export type { CustomField, CustomFieldValue } from '@admissao/domain';

/** GET /candidate/{id}: identity, every registry field by name, and the ISVALID_* flags. */
export type CandidateRecord = {
  CODCANDIDATO: number;
  CODADM: number;
  CODCLI: string;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  OBSSTATUS: string | null;
  CONFIRM_SEM_DEPENDENTES: boolean;
} & Record<ValidityFlag, boolean> &
  Record<string, unknown>;

export type SectionCheck = Record<ValidityFlag, boolean> & { fieldsEmpty: EmptyField[] };

export interface PatchAnswer {
  FIELD: string;
  VALUE: unknown;
  CODSTATUS: number;
}

export interface CepAnswer {
  CEP: string;
  /** street type id (public_place) */
  IDLOGRADOURO?: number | null;
  /** street type name */
  LOGRADOURO: string | number | null;
  ENDERECO: string | null;
  BAIRRO: string | null;
  CIDADE: string | null;
  CODCIDADE: string | number | null;
  UF: string | null;
}

export interface Dependent {
  CODDEP: number;
  [field: string]: unknown;
}

export interface AuthorizedPerson {
  IDPESSOA: number;
  NOME: string;
  TIPODOC: 'CPF' | 'RG';
  DOCUMENTO: string;
}
export type AuthorizedPersonInput = Omit<AuthorizedPerson, 'IDPESSOA'> & { IDPESSOA?: number };

export const fetchRecord = (id: number) => api<CandidateRecord>(`/candidate/${id}`);
export const fetchSettings = () => api<ClientSettings>('/candidate/configuration');
export const fetchCustomFields = () => api<CustomField[]>('/candidate/customFields/list');
export const fetchCustomFieldValues = (id: number) =>
  api<CustomFieldValue[]>(`/candidate/customFieldsData/${id}`);

export const patchField = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  FIELD: string,
  VALUE: unknown,
) => api<PatchAnswer>('/candidate', { method: 'PATCH', body: { CODCANDIDATO, CODUSUARIO, FIELD, VALUE } });

export const putCustomFieldValue = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  CODINFO: number,
  DESCRICAO: string | null,
) =>
  api<CustomFieldValue>('/candidate/customFieldsData', {
    method: 'PUT',
    body: { CODCANDIDATO, CODUSUARIO, CODINFO, DESCRICAO },
  });

export const checkRequired = (CODCANDIDATO: number) =>
  api<SectionCheck>('/candidate/check/required', { body: { CODCANDIDATO } });

export const confirmRegistration = (CODCANDIDATO: number) =>
  api<{ UPDATED: number; message?: string }>('/candidate/confirm', { body: { CODCANDIDATO } });

export const replyObservation = (CODCANDIDATO: number, CODUSUARIO: number | undefined, OBSSTATUS: string) =>
  api<{ message?: string }>('/candidate/data/change', {
    body: { CODCANDIDATO, CODUSUARIO, CODSTATUS: 10, OBSSTATUS },
  });

export const acceptTerms = (CODCANDIDATO: number, CODUSUARIO: number | undefined, CODSTATUS: number) =>
  Promise.all([
    api('/candidate/terms', { method: 'PATCH', body: { CODCANDIDATO, CODUSUARIO } }),
    api('/candidate/log', {
      body: {
        CODCANDIDATO,
        CODUSUARIO,
        CODSTATUS,
        OBSERVACOES: 'Termos de uso aceitos pelo usuário',
        TIPO: 'A',
      },
    }),
  ]);

export const fetchCep = (cep: string) => api<CepAnswer>(`/candidate/data/cep/${cep}`);

export const fetchDependents = (id: number) => api<Dependent[]>(`/candidate/dependents/${id}`);
export const saveDependent = (CODCANDIDATO: number, dependent: Record<string, unknown>) =>
  api<Dependent>('/candidate/dependent', {
    method: dependent.CODDEP ? 'PUT' : 'POST',
    body: { ...dependent, CODCANDIDATO },
  });
export const deleteDependent = (CODCANDIDATO: number, CODDEP: number) =>
  api<{ message?: string }>('/candidate/dependent', { method: 'DELETE', body: { CODCANDIDATO, CODDEP } });

export const fetchAuthorizations = (id: number) => api<AuthorizedPerson[]>(`/candidate/authorizations/${id}`);
export const saveAuthorization = (CODCANDIDATO: number, person: AuthorizedPersonInput) =>
  api<AuthorizedPerson>('/candidate/authorization', {
    method: person.IDPESSOA ? 'PUT' : 'POST',
    body: { ...person, CODCANDIDATO },
  });
export const deleteAuthorization = (CODCANDIDATO: number, IDPESSOA: number) =>
  api<{ message?: string }>('/candidate/authorization', {
    method: 'DELETE',
    body: { CODCANDIDATO, IDPESSOA },
  });
