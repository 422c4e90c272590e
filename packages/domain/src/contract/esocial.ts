/**
 * eSocial S-2200 (issue 17, decision 031): the pre-check of a candidate, the unsigned XML of one
 * finalized candidate, and the ZIP of several with a report of the ones skipped; the same two for an
 * intern's S-2300 (decision 078). Each event's routes answer 409 ESOCIAL_WRONG_EVENT for a candidate
 * whose admission is the other event. ADMIN always; MANAGER with the ESOCIAL flag.
 */
import { z } from '../zod.ts';
import { ZId } from './common.ts';
import { ERROR_CODE_LIST } from './error-codes.ts';
import { ZDependent } from './candidate-extras.ts';
import { fileAnswer, op } from './operation.ts';

export const ZS2200Issue = z.object({ campo: z.string(), rotulo: z.string(), mensagem: z.string() });

export const ZS2200Check = z.object({
  CODCANDIDATO: z.number().int(),
  /** Finalizado and nothing missing: the XML can be downloaded */
  PRONTO: z.boolean(),
  PENDENCIAS: z.array(ZS2200Issue),
});
export type S2200Check = z.output<typeof ZS2200Check>;
/**
 * The 409 of a pre-check and a download: the pending list (CONFLICT) or the other event's refusal
 * (ESOCIAL_WRONG_EVENT: an intern's is the S-2300, an employee's the S-2200), and why.
 */
export const ZEsocialRefusal = ZS2200Check.extend({ message: z.string(), code: z.enum(ERROR_CODE_LIST) });

/** How many candidates one ZIP may hold. */
export const S2200_BATCH_MAX = 1000;

export const ZS2200Batch = z.object({
  CODCANDIDATOS: z
    .array(ZId, { error: 'Informe a lista de candidatos.' })
    .min(1, 'Selecione ao menos um candidato.')
    .max(S2200_BATCH_MAX, `Máximo de ${S2200_BATCH_MAX} candidatos por arquivo.`),
});

/** The staff's choice of tpDep (table 07) for a dependent under guarda or a parent-in-law. */
export const ZS2200DependentType = z.object({
  TPDEP_ESOCIAL: z
    .string({ error: 'Informe o tipo de dependente.' })
    .regex(/^\d{2}$/, 'Tipo de dependente inválido.'),
});

export const esocialApi = {
  check: op({
    method: 'GET',
    path: '/candidate/:id/esocial/s2200/check',
    auth: 'staff',
    summary: 'Pré-verificação do S-2200 do candidato (o que falta, campo a campo)',
    params: z.object({ id: ZId }),
    response: ZS2200Check,
    alsoAnswers: { 409: ZEsocialRefusal },
  }),
  xml: op({
    method: 'GET',
    path: '/candidate/:id/esocial/s2200.xml',
    auth: 'staff',
    summary: 'XML do evento S-2200 (não assinado) de um candidato finalizado; 409 com as pendências',
    params: z.object({ id: ZId }),
    response: fileAnswer('application/xml'),
    alsoAnswers: { 409: ZEsocialRefusal },
  }),
  s2300Check: op({
    method: 'GET',
    path: '/candidate/:id/esocial/s2300/check',
    auth: 'staff',
    summary: 'Pré-verificação do S-2300 (estagiário) do candidato (o que falta, campo a campo)',
    params: z.object({ id: ZId }),
    response: ZS2200Check,
    alsoAnswers: { 409: ZEsocialRefusal },
  }),
  s2300Xml: op({
    method: 'GET',
    path: '/candidate/:id/esocial/s2300.xml',
    auth: 'staff',
    summary: 'XML do evento S-2300 (não assinado) de um estagiário finalizado; 409 com as pendências',
    params: z.object({ id: ZId }),
    response: fileAnswer('application/xml'),
    alsoAnswers: { 409: ZEsocialRefusal },
  }),
  dependentType: op({
    method: 'PUT',
    path: '/candidate/:id/esocial/dependent/:coddep',
    auth: 'staff',
    summary: 'Escolhe o tipo de dependente do eSocial (tabela 07) de um parentesco com mais de um código',
    params: z.object({ id: ZId, coddep: ZId }),
    body: ZS2200DependentType,
    response: ZDependent.extend({ message: z.string() }),
  }),
  batch: op({
    method: 'POST',
    path: '/candidate/esocial/s2200/batch',
    auth: 'staff',
    summary: 'ZIP com o S-2200 dos candidatos selecionados e o relatório dos não exportados',
    body: ZS2200Batch,
    response: fileAnswer('application/zip'),
  }),
};
