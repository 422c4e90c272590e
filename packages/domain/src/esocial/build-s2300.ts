/**
 * The S-2300 XML of one intern (issue 34 §5, decision 078): `eSocial > evtTSVInicio@Id` of leiaute
 * S-1.3, category 901, unsigned (signed by modules/esocial-transmit like every event). Only for an
 * intern whose S-2300 pre-check is empty: buildS2300 refuses otherwise.
 */
import { trabalhadorOf } from './build-s2200.ts';
import { checkS2300 } from './check-s2300.ts';
import { eventDocument, group, leaf, money, type EventOptions } from './event-xml.ts';
import { applies, text } from './s2200-map.ts';
import type { S2300Input } from './s2300-map.ts';
import { CATEG_ESTAGIARIO } from './tables.ts';

/** nmCargo of an intern: the registration stores the job type (ESTAGIO) as their job title. */
export const NM_CARGO_ESTAGIARIO = 'Estagiário';

const infoTSVInicio = (input: S2300Input) => {
  const { record: r, unitCnpj } = input;
  return group('infoTSVInicio', [
    leaf('cadIni', 'N'),
    leaf('matricula', r.MATRICULA),
    leaf('codCateg', CATEG_ESTAGIARIO),
    leaf('dtInicio', r.DATINICIO),
    // natAtividade is not written for category 901 (the layout's rule)
    group('infoComplementares', [
      group('cargoFuncao', [leaf('nmCargo', NM_CARGO_ESTAGIARIO), leaf('CBOCargo', r.CBOCARGO)]),
      text(r.VRSALFX) !== '' &&
        group('remuneracao', [
          leaf('vrSalFx', money(r.VRSALFX)),
          leaf('undSalFixo', r.UNDSALFIXO),
          applies('DSCSALVAR', input) && leaf('dscSalVar', r.DSCSALVAR),
        ]),
      group('infoEstagiario', [
        leaf('natEstagio', r.NATESTAGIO),
        leaf('nivEstagio', r.NIVESTAGIO),
        leaf('areaAtuacao', r.AREAATUACAO),
        leaf('nrApol', r.NRAPOL),
        leaf('dtPrevTerm', r.DTPREVTERM),
        // a Brazilian school: its CNPJ alone (name and address only for one without a CNPJ)
        group('instEnsino', [leaf('cnpjInstEnsino', r.CNPJINSTENSINO)]),
        text(r.CNPJAGNTINTEG) !== '' && group('ageIntegracao', [leaf('cnpjAgntInteg', r.CNPJAGNTINTEG)]),
        text(r.CPFSUPERVISOR) !== '' && group('supervisorEstagio', [leaf('cpfSupervisor', r.CPFSUPERVISOR)]),
      ]),
      group('localTrabGeral', [leaf('tpInsc', '1'), leaf('nrInsc', unitCnpj)]),
    ]),
  ]);
};

/** The unsigned S-2300 of an intern whose pre-check is empty, with its event Id; throws otherwise. */
export function buildS2300(input: S2300Input, options: EventOptions): { id: string; xml: string } {
  const issues = checkS2300(input);
  if (issues.length) throw new Error(`S-2300 pre-check not empty (${issues.length})`);
  return eventDocument(
    'evtTSVInicio',
    { employerCnpj: input.settings.CNPJ_EMPREGADOR, tpAmb: input.settings.ESOCIAL_TPAMB },
    options,
    [trabalhadorOf(input, { infoCota: false }), infoTSVInicio(input)],
  );
}
