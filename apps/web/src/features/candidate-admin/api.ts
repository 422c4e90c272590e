/** Calls of the staff candidate view (docs/api-lifecycle.md, docs/api-candidate-page.md). */
import type { ClientSettings, ValidityFlag } from '@admissao/domain';
import { api, apiResponse } from '../../lib/api';
import type { CustomField, CustomFieldValue } from '@admissao/domain';
export type { CustomField, CustomFieldValue } from '@admissao/domain';

/** GET /candidate/{id}: identity, every registry field by name and the ISVALID_* flags. */
export type AdminRecord = {
  CODCANDIDATO: number;
  CODADM: number;
  CODCLI: string;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  OBSSTATUS: string | null;
  CONFIRM_SEM_DEPENDENTES: boolean;
  DATCADASTRO: string;
  DATULTINTERACAO: string | null;
} & Record<ValidityFlag, boolean> &
  Record<string, unknown>;

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
/** A row of GET /candidate/log/{id}. */
export interface LogRow {
  CODLOG: number;
  CODSTATUS: number | null;
  DESSTATUS: string | null;
  CORSTATUS: string | null;
  USUARIO: string | null;
  OBSERVACOES: string | null;
  DATLOG: string;
  TIPO: string | null;
  CODTIPODOC: number | null;
  DOCUMENTO: string | null;
}

export interface Pendencia {
  TIPO: 'DOCUMENTO' | 'SECAO';
  TITULO: string;
  DETALHE: string;
}
/** Answer of the lifecycle calls. */
export interface ActionAnswer {
  CODCANDIDATO: number;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  message: string;
  PENDENCIAS?: Pendencia[];
  SENHA?: string;
}
export type LifecycleCall = 'finalize' | 'reopen' | 'resend' | 'reset' | 'cancel';

export interface PersonalAnswer {
  CODCANDIDATO: number;
  message: string;
  [field: string]: unknown;
}
export interface PrintLinkAnswer {
  TOKEN: string;
  LINK: string;
  PERMISSOES: string;
  EXPIRA: string;
}

export const fetchRecord = (id: number) => api<AdminRecord>(`/candidate/${id}`);
export const fetchSettings = () => api<ClientSettings>('/candidate/configuration');
/** Staff get every custom field of the client (admin- and candidate-filled). */
export const fetchCustomFields = () => api<CustomField[]>('/candidate/customFields/list');
export const fetchCustomValues = (id: number) => api<CustomFieldValue[]>(`/candidate/customFieldsData/${id}`);
export const fetchDependents = (id: number) => api<Dependent[]>(`/candidate/dependents/${id}`);
export const fetchAuthorizations = (id: number) => api<AuthorizedPerson[]>(`/candidate/authorizations/${id}`);
export const fetchLog = (id: number) => api<LogRow[]>(`/candidate/log/${id}`);

export const runLifecycle = (call: LifecycleCall, CODCANDIDATO: number, CODUSUARIO: number | undefined) =>
  api<ActionAnswer>(`/candidate/${call}`, { body: { CODCANDIDATO, CODUSUARIO } });

export const patchPersonal = (body: Record<string, unknown>) =>
  api<PersonalAnswer>('/candidate/personal', { method: 'PATCH', body });

/** POST /candidate/print: the PDF as a Blob. */
export async function printPdf(body: Record<string, unknown>): Promise<Blob> {
  const res = await apiResponse('/candidate/print', { body });
  return res.blob();
}

export const createPrintLink = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  PERMISSOES: string,
  HORAS: number,
) => api<PrintLinkAnswer>('/candidate/print/link', { body: { CODCANDIDATO, CODUSUARIO, PERMISSOES, HORAS } });

/** Staff fill the admin-filled custom fields (an empty value removes it). */
export const putCustomValue = (
  CODCANDIDATO: number,
  CODUSUARIO: number | undefined,
  CODINFO: number,
  DESCRICAO: string,
) =>
  api<CustomFieldValue>('/candidate/customFieldsData', {
    method: 'PUT',
    body: { CODCANDIDATO, CODUSUARIO, CODINFO, DESCRICAO },
  });
