/**
 * S-2190 evtAdmPrelim — Registro Preliminar de Trabalhador (issue 34 §4, decision 078): when the
 * S-2200 cannot be ready by the day before work starts, this short event is sent by then and the
 * S-2200 follows by the 15th of the next month. It reads the same registry fields as the S-2200
 * (the Vínculo section and the personal data), so its pre-check is a subset of checkS2200's.
 */
import { employerIssues, issue, needIn, type Rule } from './check-s2200.ts';
import { eventDocument, group, leaf, money, type EventOptions } from './event-xml.ts';
import {
  applies,
  INTERN_REFUSAL_S2190,
  isInternRecord,
  text,
  type S2200Input,
  type S2200Issue,
} from './s2200-map.ts';

/** What the S-2190 is made of: the candidate's record and the client's settings. */
export type S2190Input = Pick<S2200Input, 'record' | 'settings'>;

const rules: Rule<S2190Input> = ({ record: r, settings }, ev) => [
  ...employerIssues(settings),
  ...needIn(ev, r, 'CPF', 'DATNASC', 'DATINICIO', 'MATRICULA', 'CODCATEG', 'NATATIVIDADE'),
  ...needIn(ev, r, 'CBOCARGO', 'VRSALFX', 'UNDSALFIXO', 'TPCONTR'),
  text(r.MATRICULA).slice(0, 7).toLowerCase() === 'esocial' &&
    issue('MATRICULA', "Não pode começar com 'eSocial'."),
  text(r.CBOCARGO) !== '' &&
    !/^\d{6}$/.test(text(r.CBOCARGO)) &&
    issue('CBOCARGO', 'CBO deve ter 6 dígitos.'),
  ...(applies('DTTERM', { record: r, settings }) ? needIn(ev, r, 'DTTERM') : []),
  applies('DTTERM', { record: r, settings }) &&
    text(r.DTTERM) !== '' &&
    text(r.DATINICIO) !== '' &&
    text(r.DTTERM) < text(r.DATINICIO) &&
    issue('DTTERM', 'Deve ser igual ou posterior à data de início.'),
  text(r.DATNASC) !== '' &&
    text(r.DATINICIO) !== '' &&
    text(r.DATINICIO) <= text(r.DATNASC) &&
    issue('DATINICIO', 'Deve ser posterior à data de nascimento.'),
];

/**
 * Everything that keeps this candidate's S-2190 from being produced, in pt-BR (same shape as
 * checkS2200's answer); empty when it can be. An intern has none: the S-2300 is due by the 15th of
 * the next month anyway, so there is no preliminary record to send.
 */
export function checkS2190(input: S2190Input): S2200Issue[] {
  if (isInternRecord(input.record)) return [issue('TIPOCARGO', INTERN_REFUSAL_S2190)];
  return rules(input, 'S-2190').filter((i): i is S2200Issue => Boolean(i));
}

/** The unsigned S-2190 of a candidate whose S-2190 pre-check is empty; throws otherwise. */
export function buildS2190(input: S2190Input, options: EventOptions): { id: string; xml: string } {
  const issues = checkS2190(input);
  if (issues.length) throw new Error(`S-2190 pre-check not empty (${issues.length})`);
  const { record: r, settings } = input;
  const ctx = { record: r, settings };
  return eventDocument(
    'evtAdmPrelim',
    { employerCnpj: settings.CNPJ_EMPREGADOR, tpAmb: settings.ESOCIAL_TPAMB },
    options,
    [
      group('infoRegPrelim', [
        leaf('cpfTrab', r.CPF),
        leaf('dtNascto', r.DATNASC),
        leaf('dtAdm', r.DATINICIO),
        leaf('matricula', r.MATRICULA),
        leaf('codCateg', r.CODCATEG),
        leaf('natAtividade', r.NATATIVIDADE),
        // required for an employee admitted from 2026-01-02 on (CTPS Digital), allowed before
        group('infoRegCTPS', [
          leaf('CBOCargo', r.CBOCARGO),
          leaf('vrSalFx', money(r.VRSALFX)),
          leaf('undSalFixo', r.UNDSALFIXO),
          leaf('tpContr', r.TPCONTR),
          applies('DTTERM', ctx) && leaf('dtTerm', r.DTTERM),
        ]),
      ]),
    ],
  );
}
