/**
 * The stand-in's answer documents, each valid against its official schema (the tests validate every
 * one): RetornoEnvioLoteEventos-v1_1_0, RetornoProcessamentoLote-v1_3_0 and, inside it, one
 * RetornoEvento-v1_2_1 per event. Note the two occurrence layouts: codigo, descricao, tipo in the
 * batch answers; tipo, codigo, descricao in the event's.
 */
import type { Answer, Occurrence } from './codes.ts';
import { escapeXml as x } from './xml.ts';

export const NS = {
  retornoEnvio: 'http://www.esocial.gov.br/schema/lote/eventos/envio/retornoEnvio/v1_1_0',
  retornoProcessamento: 'http://www.esocial.gov.br/schema/lote/eventos/envio/retornoProcessamento/v1_3_0',
  retornoEvento: 'http://www.esocial.gov.br/schema/evt/retornoEvento/v1_2_1',
};
/** What the stand-in calls its receiving and processing software in every answer. */
export const VERSAO_APP = 'admissao-standin-1.0';

export interface Inscription {
  tpInsc: string;
  nrInsc: string;
}

/** xs:dateTime in Brasília time (UTC-3 all year since 2019), as the service writes it. */
export function dateTimeBrasilia(at: Date): string {
  return `${new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 23)}-03:00`;
}

const insc = (tag: string, i: Inscription | undefined) =>
  i ? `<${tag}><tpInsc>${x(i.tpInsc)}</tpInsc><nrInsc>${x(i.nrInsc)}</nrInsc></${tag}>` : '';

const batchOccurrences = (list: Occurrence[]) =>
  list.length === 0
    ? ''
    : `<ocorrencias>${list
        .map(
          (o) =>
            `<ocorrencia><codigo>${o.codigo}</codigo><descricao>${x(o.descricao.slice(0, 2048))}</descricao>` +
            `<tipo>${o.tipo}</tipo>${o.localizacao ? `<localizacao>${x(o.localizacao)}</localizacao>` : ''}</ocorrencia>`,
        )
        .join('')}</ocorrencias>`;

const eventOccurrences = (list: Occurrence[]) =>
  list.length === 0
    ? ''
    : `<ocorrencias>${list
        .map(
          (o) =>
            `<ocorrencia><tipo>${o.tipo}</tipo><codigo>${o.codigo}</codigo><descricao>${x(o.descricao.slice(0, 2048))}</descricao>` +
            `${o.localizacao ? `<localizacao>${x(o.localizacao)}</localizacao>` : ''}</ocorrencia>`,
        )
        .join('')}</ocorrencias>`;

export interface Reception {
  receivedAt: Date;
  protocol: string;
}

const reception = (r: Reception | undefined) =>
  r
    ? `<dadosRecepcaoLote><dhRecepcao>${dateTimeBrasilia(r.receivedAt)}</dhRecepcao>` +
      `<versaoAplicativoRecepcao>${VERSAO_APP}</versaoAplicativoRecepcao><protocoloEnvio>${x(r.protocol)}</protocoloEnvio></dadosRecepcaoLote>`
    : '';

/** RetornoEnvioLoteEventos: accepted with `reception`, or refused with occurrences. */
export function retornoEnvio(a: {
  answer: Answer;
  occurrences?: Occurrence[];
  employer?: Inscription;
  transmitter?: Inscription;
  reception?: Reception;
}): string {
  return (
    `<eSocial xmlns="${NS.retornoEnvio}"><retornoEnvioLoteEventos>` +
    insc('ideEmpregador', a.employer) +
    insc('ideTransmissor', a.transmitter) +
    `<status><cdResposta>${a.answer.cd}</cdResposta><descResposta>${x(a.answer.desc)}</descResposta>` +
    `${batchOccurrences(a.occurrences ?? [])}</status>${reception(a.reception)}` +
    `</retornoEnvioLoteEventos></eSocial>`
  );
}

/** One event's outcome, as processing decided it. */
export interface EventOutcome {
  id: string;
  employer: Inscription;
  tpAmb: string;
  answer: Answer;
  occurrences: Occurrence[];
  processedAt: Date;
  receipt?: { nrRecibo: string; hash: string };
  /** the receipt is an earlier one: the same event was received before */
  duplicate?: boolean;
}

/** The RetornoEvento document of one event (valid on its own against RetornoEvento-v1_2_1). */
export function retornoEvento(o: EventOutcome, r: Reception): string {
  return (
    `<eSocial xmlns="${NS.retornoEvento}"><retornoEvento Id="${x(o.id)}">${insc('ideEmpregador', o.employer)}` +
    `<recepcao><tpAmb>${x(o.tpAmb)}</tpAmb><dhRecepcao>${dateTimeBrasilia(r.receivedAt)}</dhRecepcao>` +
    `<versaoAppRecepcao>${VERSAO_APP}</versaoAppRecepcao><protocoloEnvioLote>${x(r.protocol)}</protocoloEnvioLote></recepcao>` +
    `<processamento><cdResposta>${o.answer.cd}</cdResposta><descResposta>${x(o.answer.desc)}</descResposta>` +
    `<versaoAppProcessamento>${VERSAO_APP}</versaoAppProcessamento><dhProcessamento>${dateTimeBrasilia(o.processedAt)}</dhProcessamento>` +
    `${eventOccurrences(o.occurrences)}</processamento>` +
    (o.receipt
      ? `<recibo><nrRecibo>${x(o.receipt.nrRecibo)}</nrRecibo><hash>${x(o.receipt.hash)}</hash></recibo>`
      : '') +
    `</retornoEvento></eSocial>`
  );
}

/** RetornoProcessamentoLote: waiting (with an estimate in seconds), processed, or a refused query. */
export function retornoProcessamento(a: {
  answer: Answer;
  occurrences?: Occurrence[];
  employer?: Inscription;
  transmitter?: Inscription;
  reception?: Reception;
  estimatedSeconds?: number;
  events?: EventOutcome[];
}): string {
  const events = a.events && a.reception ? a.events : undefined;
  return (
    `<eSocial xmlns="${NS.retornoProcessamento}"><retornoProcessamentoLoteEventos>` +
    insc('ideEmpregador', a.employer) +
    insc('ideTransmissor', a.transmitter) +
    `<status><cdResposta>${a.answer.cd}</cdResposta><descResposta>${x(a.answer.desc)}</descResposta>` +
    (a.estimatedSeconds !== undefined
      ? `<tempoEstimadoConclusao>${a.estimatedSeconds}</tempoEstimadoConclusao>`
      : '') +
    `${batchOccurrences(a.occurrences ?? [])}</status>${reception(a.reception)}` +
    (events
      ? `<dadosProcessamentoLote><versaoAplicativoProcessamentoLote>${VERSAO_APP}</versaoAplicativoProcessamentoLote></dadosProcessamentoLote>` +
        `<retornoEventos>${events
          .map(
            (e) =>
              `<evento Id="${x(e.id)}"${e.duplicate ? ' evtDupl="true"' : ''}><retornoEvento>` +
              `${retornoEvento(e, a.reception as Reception)}</retornoEvento></evento>`,
          )
          .join('')}</retornoEventos>`
      : '') +
    `</retornoProcessamentoLoteEventos></eSocial>`
  );
}
