/** Lists every screen reads (status legend, states), the status counts of the client, its logo. */
import { z } from '../zod.ts';
import { ZCodCli } from '../schemas/common.ts';
import { fileAnswer, op } from './operation.ts';

export const ZStatusEntry = z.object({
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string(),
  CORSTATUS: z.string(),
});
export type StatusEntry = z.output<typeof ZStatusEntry>;
export const ZStatusCount = z.object({ CODSTATUS: z.number().int(), QUANTIDADE: z.number().int() });
export type StatusCount = z.output<typeof ZStatusCount>;
export const ZStateEntry = z.object({ UF_SIGLA: z.string(), UF_NOME: z.string() });
export type StateEntry = z.output<typeof ZStateEntry>;

export const ZStatusCountRequest = z.object({
  CODADM: z.coerce.number().int().positive().optional(),
  CODCLI: ZCodCli.optional(),
});

export const referenceApi = {
  statuses: op({
    method: 'GET',
    path: '/candidate/data/status',
    auth: 'public',
    summary: 'Situações do candidato com nome e cor',
    response: z.array(ZStatusEntry),
  }),
  states: op({
    method: 'GET',
    path: '/candidate/data/states',
    auth: 'public',
    summary: 'Unidades da federação, por nome',
    response: z.array(ZStateEntry),
  }),
  statusCounts: op({
    method: 'POST',
    path: '/candidate/status',
    auth: 'staff',
    summary: 'Quantidade de candidatos do cliente em cada situação',
    body: ZStatusCountRequest,
    response: z.array(ZStatusCount),
  }),
  logo: op({
    method: 'GET',
    path: '/image/logo/:key',
    auth: 'public',
    summary: 'Logotipo de um cliente',
    params: z.object({ key: z.string().max(40) }),
    response: fileAnswer('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'),
  }),
};
