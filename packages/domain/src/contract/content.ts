/**
 * FAQ entries (dúvidas) and the benefits text (docs/api-configuration.md; spec 3 §7): candidates
 * read their client's, staff the chosen client's; adding an entry is for ADMIN and MANAGER,
 * editing and deleting for ADMIN; the benefits text for ADMIN and MANAGER. HTML is sanitised by the API.
 */
import { z } from '../zod.ts';
import { RICH_TEXT_MAX } from '../configuration/content.ts';
import { CONFIG_MSG, maxChars } from '../configuration/messages.ts';
import { ZId, ZMessageAnswer, ZTimestamp } from './common.ts';
import { ZLines, ZText } from '../schemas/common.ts';
import { op } from './operation.ts';

const doubtFields = {
  TITULO: ZText('Título', { max: 200, required: CONFIG_MSG.doubtTitleRequired }),
  DESCRICAO: z
    .string({ error: CONFIG_MSG.doubtDescriptionRequired })
    .trim()
    .min(1, CONFIG_MSG.doubtDescriptionRequired)
    .max(RICH_TEXT_MAX, maxChars(RICH_TEXT_MAX)),
  RESUMO: ZLines('Resumo', { max: 300 }).nullish(),
  /** sent by the original screens; the server sets the date itself */
  DATATUALIZACAO: z.unknown().optional(),
};
export const ZDoubtCreate = z.object(doubtFields);
export const ZDoubtUpdate = z.object({ CODDUVIDA: ZId, ...doubtFields });
export const ZDoubtDelete = z.object({ CODDUVIDA: ZId, CODADM: z.coerce.number().int().optional() });
export type DoubtCreate = z.output<typeof ZDoubtCreate>;

/** An FAQ entry: sanitised HTML answer, plain-text summary (the answer's start when none was given). */
export const ZDoubt = z.object({
  CODDUVIDA: z.number().int(),
  TITULO: z.string(),
  DESCRICAO: z.string(),
  RESUMO: z.string(),
  DATATUALIZACAO: ZTimestamp,
});
export type Doubt = z.output<typeof ZDoubt>;
const ZDoubtSaved = ZDoubt.extend({ message: z.string() });

export const ZBenefitsSave = z.object({
  OBS_BENEFICIOS: z.string().max(RICH_TEXT_MAX, maxChars(RICH_TEXT_MAX)),
});
/** The benefits text ('' when none) and when it last changed. */
export const ZBenefits = z.object({ OBS_BENEFICIOS: z.string(), DATULTATUALIZACAO: ZTimestamp.nullable() });
export type Benefits = z.output<typeof ZBenefits>;

const updateDoubt = op({
  method: 'PUT',
  path: '/candidate/doubts/',
  auth: 'staff',
  summary: 'Altera uma dúvida (somente ADMIN)',
  body: ZDoubtUpdate,
  response: ZDoubtSaved,
});
const removeDoubt = op({
  method: 'DELETE',
  path: '/candidate/doubts/',
  auth: 'staff',
  summary: 'Exclui uma dúvida (somente ADMIN)',
  body: ZDoubtDelete,
  response: ZMessageAnswer,
});

export const contentApi = {
  doubts: op({
    method: 'GET',
    path: '/candidate/doubts',
    auth: 'any',
    summary: 'Dúvidas frequentes do cliente, por título',
    response: z.array(ZDoubt),
  }),
  doubt: op({
    method: 'GET',
    path: '/candidate/doubts/:id',
    auth: 'any',
    summary: 'Uma dúvida frequente',
    params: z.object({ id: ZId }),
    response: ZDoubt,
  }),
  createDoubt: op({
    method: 'POST',
    path: '/candidate/doubts',
    auth: 'staff',
    summary: 'Inclui uma dúvida frequente',
    body: ZDoubtCreate,
    status: 201,
    response: ZDoubtSaved,
  }),
  // the spec writes these two with a trailing slash; the spelling without it is served too
  updateDoubt,
  updateDoubtNoSlash: op({ ...updateDoubt, path: '/candidate/doubts' }),
  removeDoubt,
  removeDoubtNoSlash: op({ ...removeDoubt, path: '/candidate/doubts' }),
  benefits: op({
    method: 'GET',
    path: '/candidate/benefits',
    auth: 'any',
    summary: 'Texto de benefícios do cliente',
    response: ZBenefits,
  }),
  saveBenefits: op({
    method: 'PATCH',
    path: '/candidate/benefits',
    auth: 'staff',
    summary: 'Grava o texto de benefícios (vazio o remove; ADMIN ou MANAGER)',
    body: ZBenefitsSave,
    response: ZBenefits.extend({ message: z.string() }),
  }),
};
