/**
 * The transmission of eSocial events (issue 34 §3, decision 077): the kinds of event the product
 * sends, the states of an event and of its batch, what each state allows, and the pt-BR words of
 * the sending. One definition shared by the API (the tables' checks, the routes' rules) and the web
 * app (the panel's labels).
 */

/** The events the product signs and sends; each has its own builder. */
export const ESOCIAL_EVENT_KINDS = ['S-2200', 'S-2190', 'S-2300', 'S-3000'] as const;
export type EsocialEventKind = (typeof ESOCIAL_EVENT_KINDS)[number];

/**
 * ASSINADO: signed and stored, not (yet) received by the service — a send in flight, or one whose
 * answer never came; ENVIADO: the batch was received (a protocol); EM_PROCESSAMENTO: the service
 * said 101 (still processing); RECEBIDO: a receipt (nrRecibo); REJEITADO: the event or its batch was
 * refused, with occurrences; ERRO_ENVIO: the service could not be reached or answered garbage.
 */
export const ESOCIAL_EVENT_STATUSES = [
  'ASSINADO',
  'ENVIADO',
  'EM_PROCESSAMENTO',
  'RECEBIDO',
  'REJEITADO',
  'ERRO_ENVIO',
] as const;
export type EsocialEventStatus = (typeof ESOCIAL_EVENT_STATUSES)[number];

export interface EsocialEventTraits {
  label: string;
  /** sending again re-sends this very event (same Id, same signed XML): the service may have it */
  resend: boolean;
  /** a new send is refused (409): the event is with the service, or has its receipt */
  blocksSend: boolean;
  /** the one event of its kind a candidate may have at a time (a unique index): all but a rejected one */
  current: boolean;
}

export const ESOCIAL_EVENT_TRAITS = {
  ASSINADO: { label: 'Assinado, aguardando envio', resend: true, blocksSend: false, current: true },
  ENVIADO: { label: 'Enviado, aguardando processamento', resend: false, blocksSend: true, current: true },
  EM_PROCESSAMENTO: { label: 'Em processamento no eSocial', resend: false, blocksSend: true, current: true },
  RECEBIDO: { label: 'Recebido pelo eSocial', resend: false, blocksSend: true, current: true },
  REJEITADO: { label: 'Rejeitado pelo eSocial', resend: false, blocksSend: false, current: false },
  ERRO_ENVIO: { label: 'Erro no envio', resend: true, blocksSend: false, current: true },
} as const satisfies Record<EsocialEventStatus, EsocialEventTraits>;

export const esocialStatusesWhere = (pick: (t: EsocialEventTraits) => boolean): EsocialEventStatus[] =>
  ESOCIAL_EVENT_STATUSES.filter((s) => pick(ESOCIAL_EVENT_TRAITS[s]));

/**
 * A batch: ENVIANDO while the request is out (or was cut), ENVIADO once received (polled),
 * EM_PROCESSAMENTO after a 101, PROCESSADO with every event's outcome, RECUSADO when the service
 * refused the batch itself, ERRO_ENVIO when it could not be sent, ERRO_CONSULTA when polling gave up.
 */
export const ESOCIAL_BATCH_STATUSES = [
  'ENVIANDO',
  'ENVIADO',
  'EM_PROCESSAMENTO',
  'PROCESSADO',
  'RECUSADO',
  'ERRO_ENVIO',
  'ERRO_CONSULTA',
] as const;
export type EsocialBatchStatus = (typeof ESOCIAL_BATCH_STATUSES)[number];

/** 1 produção, 2 produção restrita (tpAmb) */
export const ESOCIAL_AMBIENTES = { 1: 'Produção', 2: 'Produção restrita' } as const;
export type EsocialAmbiente = keyof typeof ESOCIAL_AMBIENTES;

export const ESOCIAL_SEND_MSG = {
  sent: 'Evento assinado e enviado ao eSocial. O recibo chega quando o lote for processado.',
  refusedBatch: 'O eSocial recusou o lote. Veja as ocorrências.',
  inFlight: 'Este evento já foi enviado ao eSocial e aguarda o processamento.',
  received: 'Este evento já foi recebido pelo eSocial (há recibo).',
  sending: 'Há um envio deste evento em andamento. Aguarde alguns instantes.',
  unavailable: 'O eSocial não respondeu. O evento ficou assinado; tente enviar de novo em alguns minutos.',
} as const;
