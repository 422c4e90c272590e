/**
 * S-3000 evtExclusao — Exclusão de Eventos (issue 34 §6, decision 078): offered when a candidate is
 * cancelled after their S-2190, S-2200 or S-2300 was received; it names the received event by its
 * type and receipt (nrRecibo) and, as every non-periodic event's exclusion must, the worker's CPF.
 */
import { cnpjCharacters, isValidCnpj } from './cnpj.ts';
import { eventDocument, group, leaf, type EventOptions } from './event-xml.ts';

/** The events the product sends and may have to exclude. */
export const EXCLUDABLE_EVENTS = ['S-2190', 'S-2200', 'S-2300'] as const;
export type ExcludableEvent = (typeof EXCLUDABLE_EVENTS)[number];

export interface S3000Input {
  /** the employer's CNPJ (its root is ideEmpregador/nrInsc) */
  empregador: string;
  /** 1 produção, 2 produção restrita: the environment the excluded event was sent to */
  tpAmb: string;
  tpEvento: ExcludableEvent;
  /** the receipt of the event to exclude: 1.d.ddddddddddddddddddd (TS_nrRecibo) */
  nrRecEvt: string;
  cpfTrab: string;
}

/** The receipt number eSocial gives an event (tipos.xsd TS_nrRecibo). */
export const NR_RECIBO_PATTERN = /^1\.\d\.\d{19}$/;

/** Why an exclusion cannot be written, in pt-BR (a caller's mistake, answered as a 4xx). */
export class S3000Refusal extends Error {}

export const S3000_MSG = {
  employer: 'CNPJ do empregador inválido: informe-o em Configurações.',
  tpAmb: 'Ambiente do eSocial inválido (1 produção, 2 produção restrita).',
  tpEvento: 'Só se excluem eventos S-2190, S-2200 ou S-2300.',
  nrRecEvt: 'Número do recibo inválido (formato 1.1.0000000000000000000).',
  cpfTrab: 'CPF do trabalhador inválido.',
} as const;

function refusalOf(i: S3000Input): string | null {
  if (!isValidCnpj(i.empregador)) return S3000_MSG.employer;
  if (i.tpAmb !== '1' && i.tpAmb !== '2') return S3000_MSG.tpAmb;
  if (!(EXCLUDABLE_EVENTS as readonly string[]).includes(i.tpEvento)) return S3000_MSG.tpEvento;
  if (!NR_RECIBO_PATTERN.test(i.nrRecEvt)) return S3000_MSG.nrRecEvt;
  if (!/^\d{11}$/.test(i.cpfTrab)) return S3000_MSG.cpfTrab;
  return null;
}

/** The unsigned S-3000 excluding one received event; an S3000Refusal for input the schema refuses. */
export function buildS3000(input: S3000Input, options: EventOptions): { id: string; xml: string } {
  const refusal = refusalOf(input);
  if (refusal) throw new S3000Refusal(refusal);
  return eventDocument(
    'evtExclusao',
    { employerCnpj: cnpjCharacters(input.empregador), tpAmb: input.tpAmb },
    options,
    [
      group('infoExclusao', [
        leaf('tpEvento', input.tpEvento),
        leaf('nrRecEvt', input.nrRecEvt),
        group('ideTrabalhador', [leaf('cpfTrab', input.cpfTrab)]),
      ]),
    ],
    // T_ideEvento_exclusao has no indRetif: an exclusion is never rectified
    false,
  );
}
