/**
 * Staff lifecycle calls of spec 3 §7 (docs/api-lifecycle.md): the admin edit of registration data
 * and Finalizar, Reabrir, Reenviar Pendente, Reset Senha, Cancelar.
 */
import { z } from '../zod.ts';
import { CANDIDATE_FIELDS } from '../registry/candidate-fields.ts';
import { ZRegistrationValues } from './candidate-record.ts';
import { registrationInputShape } from './candidates.ts';
import { ZId } from './common.ts';
import { op } from './operation.ts';

type RegistrationField = Extract<(typeof CANDIDATE_FIELDS)[number], { section: 'CADASTRO' }>;

export const ZLifecycleAction = z.object({ CODCANDIDATO: ZId, CODUSUARIO: ZId.optional() });
/**
 * PATCH /candidate/personal: the registration data of the record (section CADASTRO), each key left
 * out kept. Structure only, as POST /candidate: lengths and formats are the registry's (validateFields).
 */
export const ZPersonalEdit = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: ZId.optional(),
  ...registrationInputShape(CANDIDATE_FIELDS.filter((f): f is RegistrationField => f.section === 'CADASTRO')),
  REUTILIZAR_EMAIL: z.boolean().optional(),
});

/** The candidate's status after an action, with its description and colour. */
export const ZStatusAnswer = z.object({
  CODCANDIDATO: z.number().int(),
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string(),
  CORSTATUS: z.string(),
  message: z.string(),
});
export type StatusAnswer = z.output<typeof ZStatusAnswer>;

/** What keeps a candidate from being finalized (listed in the pending e-mail). */
export const ZPendingItem = z.object({
  TIPO: z.enum(['DOCUMENTO', 'SECAO']),
  TITULO: z.string(),
  DETALHE: z.string(),
});
export type PendingItem = z.output<typeof ZPendingItem>;

/** Answer of the lifecycle calls: finalize and resend add PENDENCIAS, reset adds the new SENHA. */
export const ZLifecycleAnswer = ZStatusAnswer.extend({
  PENDENCIAS: z.array(ZPendingItem).optional(),
  SENHA: z.string().optional(),
  /** after a cancellation: an event eSocial received is left to exclude (S-3000, decision 083) */
  AVISO_ESOCIAL: z.string().optional(),
});
export type LifecycleAnswer = z.output<typeof ZLifecycleAnswer>;

/** PATCH /candidate/personal: the registration fields as stored, the unit's name and the message. */
export const ZPersonalAnswer = ZRegistrationValues.extend({
  CODCANDIDATO: z.number().int(),
  UNIDADE: z.string().nullable(),
  message: z.string(),
});
export type PersonalAnswer = z.output<typeof ZPersonalAnswer>;

const action = (path: string, summary: string) =>
  op({
    method: 'POST',
    path,
    auth: 'staff',
    summary,
    body: ZLifecycleAction,
    response: ZLifecycleAnswer,
  });

export const lifecycleApi = {
  editPersonal: op({
    method: 'PATCH',
    path: '/candidate/personal',
    auth: 'staff',
    summary: 'Altera os dados do cadastro (nome, e-mail, unidade, cargo, início…)',
    body: ZPersonalEdit,
    response: ZPersonalAnswer,
  }),
  finalize: action('/candidate/finalize', 'Finaliza o candidato (ou envia as pendências)'),
  reopen: action('/candidate/reopen', 'Reabre um candidato finalizado ou cancelado'),
  resend: action('/candidate/resend', 'Reenvia as pendências ao candidato'),
  reset: action('/candidate/reset', 'Gera uma nova senha para o candidato'),
  cancel: action('/candidate/cancel', 'Cancela o candidato'),
};
