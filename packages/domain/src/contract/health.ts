/** Health and version (no sign-in): for load balancers, monitors and the about box. */
import { z } from '../zod.ts';
import { op } from './operation.ts';

const ZHealth = z.object({ status: z.string(), database: z.string(), version: z.string() });

export const healthApi = {
  health: op({
    method: 'GET',
    path: '/health',
    auth: 'public',
    summary: 'Situação do serviço e do banco de dados (503 quando o banco não responde)',
    response: ZHealth,
    alsoAnswers: { 503: ZHealth },
  }),
  version: op({
    method: 'GET',
    path: '/version',
    auth: 'public',
    summary: 'Versão do produto',
    response: z.object({ version: z.string() }),
  }),
  ping: op({
    method: 'GET',
    path: '/ping',
    auth: 'public',
    summary: 'Responde sem tocar no banco de dados',
    response: z.object({ ok: z.boolean() }),
  }),
};
