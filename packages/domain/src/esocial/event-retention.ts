/**
 * How long an eSocial event with a receipt is kept (decision 084). A received S-2200/S-2190/S-2300
 * (or S-3000) is the employer's proof that it declared the admission: a labour and social-security
 * record. Its law is not the kit's (CF art. 7 XXIX, decision 073) but the tax one: Lei 8.212/91
 * art. 32 §11 keeps the papers of the contributions until the credits they found prescribe, and the
 * contributions (like the FGTS since STF ARE 709.212) prescribe in five years counted, for the
 * assessment, from the first day of the year after the one it could be made (CTN art. 173 I,
 * Súmula Vinculante 8). So: kept until 1 January of the year after the receipt (Brasília), plus
 * ESOCIAL_RECEIPT_RETENTION_YEARS — up to a year longer than five years from the receipt itself.
 * The client may keep it longer (finalized candidates are never anonymised while
 * RETENCAO_FINALIZADOS_DIAS is 0).
 */
import { esocialStatusesWhere, type EsocialEventStatus } from './transmission.ts';

export const ESOCIAL_RECEIPT_RETENTION_YEARS = 5;

/** the state of an event with its receipt: the one kept for the period */
export const ESOCIAL_KEPT_STATUS = 'RECEBIDO' as const satisfies EsocialEventStatus;

/**
 * Events with the service whose outcome is not known (a protocol, no answer yet): the candidate is
 * held until the answer comes — erasing one the service then receives would leave an admission at
 * the government that the employer has no record of. The states that block a new send, but the
 * received one.
 */
export const ESOCIAL_AWAITED_STATUSES: readonly EsocialEventStatus[] = /*#__PURE__*/ esocialStatusesWhere(
  (t) => t.blocksSend,
).filter((s) => s !== ESOCIAL_KEPT_STATUS);

/** pt-BR answer of an anonymisation refused because of a received eSocial event (the date dd/mm/aaaa). */
export const esocialEventKeptMessage = (until: string) =>
  `Não é possível anonimizar: os eventos recebidos pelo eSocial devem ser guardados até ${until} (legislação trabalhista e previdenciária).`;

/** pt-BR answer while an event is with the service (no answer yet). */
export const ESOCIAL_EVENT_AWAITED_MESSAGE =
  'Não é possível anonimizar agora: há um evento enviado ao eSocial aguardando o processamento. Tente de novo quando houver o retorno.';
