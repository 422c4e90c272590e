/**
 * The S-2300 pre-check of an intern (issue 34 §5, decision 078): the worker's data as the S-2200's
 * pre-check asks for them (the same rules, naming the S-2300), then the internship's, in pt-BR, same
 * shape as checkS2200's answer. An empty list means buildS2300 can run.
 */
import { paysBolsa } from '../registry/internship.ts';
import {
  address,
  birth,
  dependents,
  disability,
  employer,
  issue,
  needIn,
  worker,
  type Rule,
} from './check-s2200.ts';
import { isValidCnpj } from './cnpj.ts';
import { applies, isInternRecord, NOT_INTERN_REFUSAL, text, type S2200Issue } from './s2200-map.ts';
import type { S2300Input } from './s2300-map.ts';

const after = (a: unknown, b: unknown) => text(a) !== '' && text(b) !== '' && text(a) > text(b);
const badCnpj = (v: unknown) => text(v) !== '' && !isValidCnpj(text(v));

const internship: Rule<S2300Input> = (input, ev) => {
  const r = input.record;
  return [
    ...needIn(ev, r, 'MATRICULA', 'DATINICIO', 'NATESTAGIO', 'NIVESTAGIO', 'DTPREVTERM', 'CNPJINSTENSINO'),
    text(r.MATRICULA).slice(0, 7).toLowerCase() === 'esocial' &&
      issue('MATRICULA', "Não pode começar com 'eSocial'."),
    text(r.CBOCARGO) !== '' &&
      !/^\d{6}$/.test(text(r.CBOCARGO)) &&
      issue('CBOCARGO', 'CBO deve ter 6 dígitos.'),
    text(r.DTPREVTERM) !== '' &&
      !after(r.DTPREVTERM, r.DATINICIO) &&
      text(r.DATINICIO) !== '' &&
      issue('DTPREVTERM', 'Deve ser posterior à data de início do estágio.'),
    after(r.DATINICIO, r.DATNASC) || text(r.DATINICIO) === '' || text(r.DATNASC) === ''
      ? null
      : issue('DATINICIO', 'Deve ser posterior à data de nascimento.'),
    badCnpj(r.CNPJINSTENSINO) && issue('CNPJINSTENSINO', 'CNPJ inválido.'),
    badCnpj(r.CNPJAGNTINTEG) && issue('CNPJAGNTINTEG', 'CNPJ inválido.'),
    // the bolsa of a non-mandatory internship is the law's (Lei 11.788/2008 art. 12); otherwise optional
    ...(paysBolsa(r) || text(r.VRSALFX) !== '' ? needIn(ev, r, 'VRSALFX', 'UNDSALFIXO') : []),
    ...(applies('DSCSALVAR', input) && text(r.VRSALFX) !== '' ? needIn(ev, r, 'DSCSALVAR') : []),
  ];
};

const RULES: readonly Rule<S2300Input>[] = [
  employer,
  worker,
  birth,
  address,
  disability,
  dependents,
  internship,
];

/**
 * Everything that keeps this intern's S-2300 from being produced, in pt-BR; empty when it can be.
 * A candidate who is not an intern is refused outright (the S-2200 is theirs).
 */
export function checkS2300(input: S2300Input): S2200Issue[] {
  if (!isInternRecord(input.record)) return [issue('TIPOCARGO', NOT_INTERN_REFUSAL)];
  return RULES.flatMap((rule) => rule(input, 'S-2300')).filter((i): i is S2200Issue => Boolean(i));
}
