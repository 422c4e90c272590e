import { z } from 'zod';
import { ZCodCli } from './common.ts';

export const ZStatusCountRequest = z.object({
  CODADM: z.coerce.number().int().positive().optional(),
  CODCLI: ZCodCli.optional(),
});
export interface StatusEntry {
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
}
export interface StatusCount {
  CODSTATUS: number;
  QUANTIDADE: number;
}
export interface StateEntry {
  UF_SIGLA: string;
  UF_NOME: string;
}
