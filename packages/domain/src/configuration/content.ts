/** FAQ entries and the benefits text (spec 3 §3 "Doubt", "Benefits text"); HTML is sanitised by the API. */
import { z } from 'zod';
import { CONFIG_MSG, maxChars } from './messages.ts';

export const RICH_TEXT_MAX = 100_000;
const ZId = z.coerce.number().int().positive().max(2147483647);

const doubtFields = {
  TITULO: z
    .string({ error: CONFIG_MSG.doubtTitleRequired })
    .trim()
    .min(1, CONFIG_MSG.doubtTitleRequired)
    .max(200, maxChars(200)),
  DESCRICAO: z
    .string({ error: CONFIG_MSG.doubtDescriptionRequired })
    .trim()
    .min(1, CONFIG_MSG.doubtDescriptionRequired)
    .max(RICH_TEXT_MAX, maxChars(RICH_TEXT_MAX)),
  RESUMO: z.string().trim().max(300, maxChars(300)).nullish(),
  /** sent by the original screens; the server sets the date itself */
  DATATUALIZACAO: z.unknown().optional(),
};
export const ZDoubtCreate = z.object(doubtFields);
export const ZDoubtUpdate = z.object({ CODDUVIDA: ZId, ...doubtFields });
export const ZDoubtDelete = z.object({ CODDUVIDA: ZId, CODADM: z.coerce.number().int().optional() });
export type DoubtCreate = z.output<typeof ZDoubtCreate>;

export interface Doubt {
  CODDUVIDA: number;
  TITULO: string;
  DESCRICAO: string;
  RESUMO: string;
  DATATUALIZACAO: string;
}

export const ZBenefitsSave = z.object({
  OBS_BENEFICIOS: z.string().max(RICH_TEXT_MAX, maxChars(RICH_TEXT_MAX)),
});
export interface Benefits {
  OBS_BENEFICIOS: string;
  DATULTATUALIZACAO: string | null;
}

/** Where the rich-text editor's images live (POST /api/image/editor/upload/{module} answers such a URL). */
export const EDITOR_IMAGE_PREFIX = '/api/image/editor/';
