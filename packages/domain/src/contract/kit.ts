/**
 * The admission kit's signing flow (issue 33 §2, decision 072): staff send the kit of a finalized
 * candidate, read it and countersign; the candidate (and a minor's legal guardian, on the
 * candidate's device) read each document, ask for a one-time code and sign, or refuse one.
 */
import { z } from '../zod.ts';
import { KIT_REFUSAL_MAX, KIT_REFUSAL_MIN } from '../kit/flow.ts';
import { KIT_SIGNER_ROLES, KIT_STATUSES } from '../kit/kit-states.ts';
import { ZLines } from '../schemas/common.ts';
import { ZId, ZTimestamp } from './common.ts';
import { fileAnswer, op } from './operation.ts';

const ZDocumentIds = z
  .array(ZId, { error: 'Informe os documentos.' })
  .min(1, 'Marque "Li e concordo" em todos os documentos do kit.')
  .max(50);

/** POST /candidate/:id/kit takes no body: what is sent is the client's templates, rendered now */
export const ZKitSend = z.object({}).strict();
/** staff countersign: every document of the kit ticked 'Li e concordo' */
export const ZKitCountersign = z.object({ DOCUMENTOS: ZDocumentIds });
export const ZKitCode = z.object({ PAPEL: z.enum(['CANDIDATO', 'RESPONSAVEL'], 'Assinante inválido.') });
export const ZKitSign = z.object({
  PAPEL: z.enum(['CANDIDATO', 'RESPONSAVEL'], 'Assinante inválido.'),
  CODIGO: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Informe o código de 6 dígitos.'),
  DOCUMENTOS: ZDocumentIds,
});
export const ZKitRefuse = z.object({
  DOCUMENTO: ZId,
  MOTIVO: ZLines('Motivo', {
    max: KIT_REFUSAL_MAX,
    required: 'Informe o motivo da recusa.',
    tooLong: `Máximo de ${KIT_REFUSAL_MAX} caracteres.`,
  }).refine(
    (v) => v.length >= KIT_REFUSAL_MIN,
    `Informe o motivo com ao menos ${KIT_REFUSAL_MIN} caracteres.`,
  ),
});

export const ZKitDocument = z.object({
  ID: z.number().int(),
  NOME: z.string(),
  ORDEM: z.number().int(),
  PAGINAS: z.number().int(),
  /** sealed (the PDF served is the signed one) */
  ASSINADO: z.boolean(),
  RECUSA: z.string().nullable(),
  /** the code printed on the sealed document's evidence page, typed at /verificar (null until sealed) */
  CODIGO: z.string().nullable(),
  SELADO_EM: ZTimestamp.nullable(),
  /** the seal carries a TSA token (null until sealed) */
  CARIMBO_TEMPO: z.boolean().nullable(),
});
/**
 * Staff only (never in the candidate's answer): where the sealing job stands with the document —
 * attempts so far, the last fault's pt-BR sentence and when it tries again (decision 071).
 */
export const ZKitSealState = z.object({
  TENTATIVAS: z.number().int(),
  ERRO: z.string().nullable(),
  PROXIMA_TENTATIVA: ZTimestamp.nullable(),
});
export const ZKitStaffDocument = ZKitDocument.extend({ SELAGEM: ZKitSealState });
export const ZKitSigner = z.object({
  ID: z.number().int(),
  PAPEL: z.enum(KIT_SIGNER_ROLES),
  NOME: z.string(),
  /** masked (***.456.789-**), null when unknown */
  CPF: z.string().nullable(),
  ASSINADO_EM: ZTimestamp.nullable(),
});
export const ZKit = z.object({
  ID: z.number().int(),
  VERSAO: z.number().int(),
  STATUS: z.enum(KIT_STATUSES),
  ENVIADO_EM: ZTimestamp,
  ENVIADO_POR: z.string(),
  CONCLUIDO_EM: ZTimestamp.nullable(),
  RECUSA: z.string().nullable(),
  DOCUMENTOS: z.array(ZKitDocument),
  ASSINANTES: z.array(ZKitSigner),
});
export type KitView = z.output<typeof ZKit>;
export type KitDocumentView = z.output<typeof ZKitDocument>;
/** the staff view of a kit: its documents carry SELAGEM */
export const ZKitStaff = ZKit.extend({ DOCUMENTOS: z.array(ZKitStaffDocument) });
export type KitStaffView = z.output<typeof ZKitStaff>;
export type KitStaffDocumentView = z.output<typeof ZKitStaffDocument>;

/** staff: the current kit (null when none was sent) and the earlier versions, newest first */
export const ZKitStaffAnswer = z.object({ ATUAL: ZKitStaff.nullable(), ANTERIORES: z.array(ZKitStaff) });
export const ZKitSent = z.object({ KIT: ZKitStaff, message: z.string() });
/** candidate: its current kit and whose turn it is (null: nobody's on this device) */
export const ZKitCandidateAnswer = z.object({
  KIT: ZKit.nullable(),
  ETAPA: z.enum(['CANDIDATO', 'RESPONSAVEL']).nullable(),
  /** the guardian's name when the kit has one */
  RESPONSAVEL: z.string().nullable(),
});
export const ZKitCodeSent = z.object({ EMAIL: z.string(), EXPIRA: ZTimestamp, message: z.string() });
export const ZKitStepAnswer = z.object({ KIT: ZKit, message: z.string() });

const staffParams = z.object({ id: ZId });

export const kitApi = {
  send: op({
    method: 'POST',
    path: '/candidate/:id/kit',
    auth: 'staff',
    summary:
      'Envia o kit admissional do candidato finalizado para assinatura (nova versão se houver um anterior)',
    params: staffParams,
    status: 201,
    response: ZKitSent,
  }),
  get: op({
    method: 'GET',
    path: '/candidate/:id/kit',
    auth: 'staff',
    summary: 'O kit admissional atual do candidato e as versões anteriores',
    params: staffParams,
    response: ZKitStaffAnswer,
  }),
  pdf: op({
    method: 'GET',
    path: '/candidate/:id/kit/documents/:docId/pdf',
    auth: 'staff',
    summary: 'Um documento do kit (o selado quando já selado, senão o original)',
    params: z.object({ id: ZId, docId: ZId }),
    response: fileAnswer('application/pdf'),
  }),
  countersign: op({
    method: 'POST',
    path: '/candidate/:id/kit/countersign',
    auth: 'staff',
    summary: 'O usuário da equipe assina o kit pela empresa (todos os documentos)',
    params: staffParams,
    body: ZKitCountersign,
    response: ZKitStepAnswer,
  }),
  mine: op({
    method: 'GET',
    path: '/candidate/kit',
    auth: 'candidate',
    summary: 'O kit admissional atual do candidato e quem assina agora',
    response: ZKitCandidateAnswer,
  }),
  myPdf: op({
    method: 'GET',
    path: '/candidate/kit/documents/:docId/pdf',
    auth: 'candidate',
    summary: 'Um documento do kit atual do candidato',
    params: z.object({ docId: ZId }),
    response: fileAnswer('application/pdf'),
  }),
  code: op({
    method: 'POST',
    path: '/candidate/kit/code',
    auth: 'candidate',
    summary: 'Envia o código de assinatura ao e-mail do assinante (candidato ou responsável legal)',
    body: ZKitCode,
    response: ZKitCodeSent,
  }),
  sign: op({
    method: 'POST',
    path: '/candidate/kit/sign',
    auth: 'candidate',
    summary: 'Assina todos os documentos do kit com o código recebido por e-mail',
    body: ZKitSign,
    response: ZKitStepAnswer,
  }),
  refuse: op({
    method: 'POST',
    path: '/candidate/kit/refuse',
    auth: 'candidate',
    summary: 'Recusa um documento do kit, com o motivo (o kit volta para a equipe)',
    body: ZKitRefuse,
    response: ZKitStepAnswer,
  }),
};
