/** The candidate log (docs/api-documents.md): read by staff, attendance notes, the terms acceptance. */
import { z } from '../zod.ts';
import { ZId, ZTimestamp } from './common.ts';
import { ZLines } from '../schemas/common.ts';
import { op } from './operation.ts';

export const ZLogEntry = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: z.coerce.number().int().min(0).max(2147483647).optional(),
  CODSTATUS: z.coerce.number().int().optional(),
  OBSERVACOES: ZLines('Observações', { max: 1000 }).nullish(),
  DATLOG: z.string().max(40).nullish(),
  TIPO: z.enum(['0', '1', 'A'], { error: 'Tipo de registro inválido.' }),
  CODTIPODOC: ZId.nullish(),
});

/** A row of the log, newest first; TIPO '0' general note, '1' about a document, 'A' terms accepted. */
export const ZLogRow = z.object({
  CODLOG: z.number().int(),
  CODCANDIDATO: z.number().int(),
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string().nullable(),
  CORSTATUS: z.string().nullable(),
  CODUSUARIO: z.number().int().nullable(),
  USUARIO: z.string().nullable(),
  OBSERVACOES: z.string().nullable(),
  DATLOG: ZTimestamp,
  TIPO: z.string(),
  CODTIPODOC: z.number().int().nullable(),
  DOCUMENTO: z.string().nullable(),
});
export type LogRow = z.output<typeof ZLogRow>;

export const candidateLogApi = {
  list: op({
    method: 'GET',
    path: '/candidate/log/:id',
    auth: 'staff',
    summary: 'Histórico do candidato (com CODTIPODOC, o atendimento de um documento)',
    params: z.object({ id: ZId }),
    query: z.object({ CODTIPODOC: ZId.optional() }),
    response: z.array(ZLogRow),
  }),
  add: op({
    method: 'POST',
    path: '/candidate/log',
    auth: 'any',
    summary: 'Registra uma observação de atendimento (equipe) ou o aceite dos termos (candidato)',
    body: ZLogEntry,
    status: 201,
    response: ZLogRow,
  }),
};
