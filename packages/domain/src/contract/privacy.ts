/**
 * LGPD in the product (issue 16, decisions 035–036): the record of processing operations
 * (art. 37) and the access log of staff reads (art. 37, art. 48).
 */
import { z } from '../zod.ts';
import { ZDate } from '../schemas/common.ts';
import { ZId, ZTimestamp } from './common.ts';
import { fileAnswer, op } from './operation.ts';

/** `formato=csv` answers the same rows as a CSV file (UTF-8 with BOM, ';' separated, as Excel opens it). */
export const ZFormato = z.enum(['json', 'csv'], { error: 'Formato inválido (json ou csv).' }).default('json');

export const ZProcessingRecordRow = z.object({
  SECAO: z.string(),
  CAMPO: z.string(),
  ROTULO: z.string(),
  CATEGORIA: z.string(),
  SENSIVEL: z.boolean(),
  BASE_LEGAL: z.string(),
  ARTIGO: z.string(),
  COLETADO: z.boolean(),
});

export const ZProcessingRecord = z.object({
  CLIENTE: z.string(),
  CODCLI: z.string(),
  GERADO_EM: ZTimestamp,
  CAMPOS: z.array(ZProcessingRecordRow),
});
export type ProcessingRecord = z.output<typeof ZProcessingRecord>;

/** What a staff user did with a candidate's data (one access-log row each). */
export const ACCESS_ACTIONS = {
  LEITURA_FICHA: 'Leitura da ficha',
  DOCUMENTO_VISUALIZADO: 'Documento visualizado',
  DOCUMENTO_BAIXADO: 'Documento baixado',
  CAMPO_SENSIVEL: 'Dado sensível exibido',
  IMPRESSAO: 'Impressão',
  LINK_IMPRESSAO: 'Link de impressão gerado',
  LINK_IMAGENS: 'Link de imagens gerado',
  EXPORTACAO_EXCEL: 'Exportação Excel',
  EXPORTACAO_ESOCIAL: 'Exportação eSocial',
  EXPORTACAO_DADOS: 'Exportação dos dados do titular',
  // issue 31 §3: the record's other staff reads, and each use of a print link
  LEITURA_DEPENDENTES: 'Leitura dos dependentes',
  LEITURA_AUTORIZADOS: 'Leitura das pessoas autorizadas',
  LEITURA_INFO_ADICIONAIS: 'Leitura das informações adicionais',
  LEITURA_CONVERSA: 'Leitura da conversa',
  LEITURA_VALIDACAO: 'Leitura da validação de documento',
  LEITURA_HISTORICO: 'Leitura do histórico',
  LEITURA_LINK_ACESSO: 'Leitura do link de acesso',
  VERIFICACAO_ESOCIAL: 'Pré-verificação eSocial',
  USO_LINK_IMPRESSAO: 'Link de impressão usado',
  // issue 33: the admission kit (decision 072)
  LEITURA_KIT: 'Leitura do kit admissional',
  KIT_DOCUMENTO_BAIXADO: 'Documento do kit admissional baixado',
} as const;
export type AccessAction = keyof typeof ACCESS_ACTIONS;
export const ACCESS_ACTION_KEYS = Object.keys(ACCESS_ACTIONS) as AccessAction[];

export const ZAccessLogQuery = z.object({
  CODCANDIDATO: ZId.optional(),
  CODUSUARIO: ZId.optional(),
  DE: ZDate.optional(),
  ATE: ZDate.optional(),
  formato: ZFormato,
});

export const ZAccessLogRow = z.object({
  ID: z.number().int(),
  DATA: ZTimestamp,
  CODUSUARIO: z.number().int().nullable(),
  USUARIO: z.string().nullable(),
  CODCANDIDATO: z.number().int().nullable(),
  CANDIDATO: z.string().nullable(),
  ACAO: z.enum(ACCESS_ACTION_KEYS as [AccessAction, ...AccessAction[]]),
  DESCRICAO: z.string(),
  /** what the API wrote, keys and codes as they are (for audits) */
  DETALHE: z.string().nullable(),
  /** the same in words: document type names, 'imagem 4', section titles (accessDetailLabel) */
  DETALHE_TEXTO: z.string().nullable(),
});
export type AccessLogRow = z.output<typeof ZAccessLogRow>;

/** The most rows one call answers (the screen narrows by period, candidate or user). */
export const ACCESS_LOG_MAX_ROWS = 5000;

const BAD_CODDEP = { error: 'Código do dependente (CODDEP) inválido.' };
/** a dependent's code, as ZId, with a message that names it ('Valor mínimo: 0.' for 0 said little) */
const ZCoddep = z.coerce.number(BAD_CODDEP).int(BAD_CODDEP).positive(BAD_CODDEP).max(2147483647, BAD_CODDEP);

/** FIELD of the record; with CODDEP, FIELD of that dependent of the candidate (decision 081) */
export const ZSensitiveFieldQuery = z.object({
  FIELD: z.string().trim().max(40),
  CODDEP: ZCoddep.optional(),
});

/** POST /candidate/{id}/anonymize (decision 039): when the personal data was erased. */
export const ZAnonymizeAnswer = z.object({
  CODCANDIDATO: z.number().int(),
  ANONIMIZADO_EM: ZTimestamp,
  message: z.string(),
});
export type AnonymizeAnswer = z.output<typeof ZAnonymizeAnswer>;

/** How many copies of one candidate's data may be produced per hour (each is every file they sent). */
export const DATA_EXPORT_PER_HOUR = 10;

export const privacyApi = {
  exportData: op({
    method: 'GET',
    path: '/candidate/privacy/export',
    auth: 'any',
    summary:
      'Baixar meus dados (LGPD art. 18, 19): ZIP com dados.json, os documentos e um LEIA-ME; equipe: CODCANDIDATO',
    query: z.object({ CODCANDIDATO: ZId.optional() }),
    response: fileAnswer('application/zip'),
  }),
  processingRecord: op({
    method: 'GET',
    path: '/configuration/privacy-record',
    auth: 'staff',
    summary: 'Registro das operações de tratamento (LGPD art. 37) do cliente; formato=csv exporta',
    query: z.object({ formato: ZFormato }),
    response: ZProcessingRecord,
  }),
  accessLog: op({
    method: 'GET',
    path: '/candidate/access-log',
    auth: 'staff',
    summary: 'Registro de acessos da equipe aos dados dos candidatos; formato=csv exporta',
    query: ZAccessLogQuery,
    response: z.array(ZAccessLogRow),
  }),
  revealSensitive: op({
    method: 'GET',
    path: '/candidate/:id/sensitive',
    auth: 'staff',
    summary:
      'Mostra o valor de um dado sensível do candidato, ou de um dependente com CODDEP (registrado no log de acessos)',
    params: z.object({ id: ZId }),
    query: ZSensitiveFieldQuery,
    response: z.object({
      FIELD: z.string(),
      CODDEP: z.number().int().optional(),
      VALUE: z.union([z.string(), z.number(), z.boolean()]).nullable(),
    }),
  }),
  anonymize: op({
    method: 'POST',
    path: '/candidate/:id/anonymize',
    auth: 'staff',
    summary:
      'Anonimiza agora um candidato cancelado (ou finalizado, quando a retenção de finalizados está ativa); somente ADMIN; 409 enquanto um kit admissional assinado estiver no prazo de guarda (decisão 073)',
    params: z.object({ id: ZId }),
    response: ZAnonymizeAnswer,
  }),
};
