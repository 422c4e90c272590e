/** Calls of /admin/configuracoes (docs/api-configuration.md). */
import type {
  ClientSettings,
  ConfigurationSave,
  CustomFieldCreate,
  DocumentTypeConfig,
  DocumentTypeCreate,
} from '@admissao/domain';
import { api, isApiError } from '../../lib/api';
import { uploadFile } from '../../lib/upload';

export const SETTINGS_KEY = ['clientSettings'] as const;
export const DOCUMENT_TYPES_KEY = ['configDocuments'] as const;
export const CUSTOM_FIELDS_KEY = ['customFields'] as const;

export const errorDetail = (e: unknown) => (isApiError(e) ? e.message : undefined);
/** the field a 400 names (`field`), to mark it in the form */
export const errorField = (e: unknown) =>
  isApiError(e) && typeof e.body.field === 'string' ? e.body.field : undefined;

// general settings
export const fetchSettings = () => api<ClientSettings>('/candidate/configuration');
export const saveSettings = (patch: ConfigurationSave) =>
  api<ClientSettings>('/candidate/configuration', { method: 'PATCH', body: patch });
export const saveBank = (CODBANCO: number) =>
  api<ClientSettings>('/candidate/bank', { method: 'PATCH', body: { CODBANCO } });

export interface Bank {
  CODBACEN: string | null;
  BANCO_NOME: string;
  CODBANCO: number;
}
/** every bank (edit=true: not narrowed by the client's own preference) */
export const searchBanks = (filter: string) =>
  api<Bank[]>(`/candidate/data/banks?edit=true&FILTER=${encodeURIComponent(filter)}`);

export const uploadLogo = (file: File) =>
  uploadFile<{ LOGO: string; message?: string }>('/candidate/configuration/logo', file);
export const removeLogo = () =>
  api<{ LOGO: string; message?: string }>('/candidate/configuration/logo', { method: 'DELETE' });

// document types
export interface DocumentPage {
  rows: DocumentTypeConfig[];
  total: number;
  page: number;
  pageSize: number;
}
export const fetchDocumentTypes = (page: number, pageSize: number) =>
  api<DocumentPage>(`/candidate/configuration/documents?page=${page}&pageSize=${pageSize}`);
export const createDocumentType = (input: DocumentTypeCreate) =>
  api<DocumentTypeConfig & { message?: string }>('/candidate/configuration/documents', {
    method: 'POST',
    body: input,
  });
export const updateDocumentType = (CODTIPODOC: number, input: DocumentTypeCreate) =>
  api<DocumentTypeConfig & { message?: string }>('/candidate/configuration/documents', {
    method: 'PATCH',
    body: { ...input, CODTIPODOC },
  });
export const saveDocumentOrder = (DOCUMENTOS: { CODTIPODOC: number; ORDEM: number }[]) =>
  api<{ message?: string }>('/candidate/configuration/documents/order', { body: { DOCUMENTOS } });
export const fetchImportClients = () =>
  api<{ CODCLI: string; NOMECLI: string }[]>('/candidate/configuration/documents/import');
export const importDocuments = (CODCLI: string) =>
  api<{ IMPORTADOS: number; message?: string }>(
    `/candidate/configuration/documents/import/${encodeURIComponent(CODCLI)}`,
    { method: 'POST' },
  );

// custom fields
export interface CustomFieldRow {
  CODINFO: number;
  NUMCAMPO: number;
  DESCRICAO: string;
  TIPO: 'T' | 'M' | 'R';
  OPCOES: string | null;
  RESP_PREENCHIMENTO: 'A' | 'C';
  OBRIGATORIO: boolean;
  ATIVO: boolean;
}
export const fetchCustomFields = () => api<CustomFieldRow[]>('/candidate/customFields/list');
export const createCustomField = (input: CustomFieldCreate) =>
  api<CustomFieldRow & { message?: string }>('/candidate/customField', { body: input });
export const updateCustomField = (CODINFO: number, input: CustomFieldCreate) =>
  api<CustomFieldRow & { message?: string }>('/candidate/customFields', {
    method: 'PATCH',
    body: { ...input, CODINFO },
  });
