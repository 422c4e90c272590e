/** Health and version (no sign-in): for load balancers, monitors and the about box. */
import { z } from '../zod.ts';
import { op } from './operation.ts';

const ZHealth = z.object({ status: z.string(), database: z.string(), version: z.string() });
const ZReady = ZHealth.extend({ storage: z.string() });

export const healthApi = {
  health: op({
    method: 'GET',
    path: '/health',
    auth: 'public',
    summary: 'Situação do serviço e do banco de dados (503 quando o banco não responde)',
    response: ZHealth,
    alsoAnswers: { 503: ZHealth },
  }),
  live: op({
    method: 'GET',
    path: '/health/live',
    auth: 'public',
    summary:
      'O processo responde (para o balanceador: não depende do banco; também enquanto o processo aguarda o banco ao iniciar)',
    response: z.object({ status: z.string(), version: z.string() }),
  }),
  ready: op({
    method: 'GET',
    path: '/health/ready',
    auth: 'public',
    summary:
      'Pronto para atender: banco de dados e armazenamento de arquivos respondem (503 com Retry-After quando não)',
    response: ZReady,
    alsoAnswers: { 503: ZReady },
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
