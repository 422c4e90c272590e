/**
 * The S-2200 XML of one candidate (issue 17, decision 031): the event `eSocial > evtAdmissao@Id`
 * of leiaute S-1.3, UTF-8, unsigned — the employer signs it in its own system with its ICP-Brasil
 * certificate (the schema's ds:Signature is never written here). Only for a candidate whose
 * pre-check is empty: buildS2200 refuses otherwise.
 */
import { checkS2200 } from './check-s2200.ts';
import {
  eventDocument,
  eventNamespace,
  group,
  leaf,
  money,
  type Content,
  type EventOptions,
  type Node,
} from './event-xml.ts';
import {
  applies,
  emailOf,
  estCivOf,
  grauInstrOf,
  isImmigrantRecord,
  paisNacOf,
  paisNasctoOf,
  phoneOf,
  racaCorOf,
  simNao,
  text,
  tpDepOf,
  descrDepOf,
  type S2200Input,
} from './s2200-map.ts';

export const S2200_NAMESPACE = eventNamespace('evtAdmissao');

export type S2200Options = EventOptions;

/**
 * The worker group (trabalhador) as the S-2200 writes it; the S-2300's is the same group of the same
 * record but for infoCota, which only an employee has (the quota of art. 93 of Lei 8.213/1991).
 */
export const trabalhadorOf = (
  { record: r, dependents, settings }: S2200Input,
  { infoCota }: { infoCota: boolean },
): Node =>
  group('trabalhador', [
    leaf('cpfTrab', r.CPF),
    leaf('nmTrab', r.NOME),
    leaf('sexo', r.SEXO),
    leaf('racaCor', racaCorOf(r.IDRACA)),
    leaf('estCiv', estCivOf(r.IDESTCIVIL)),
    leaf('grauInstr', grauInstrOf(r.IDGRAUINSTRUCAO)),
    leaf('nmSoc', r.NOMESOCIAL),
    group('nascimento', [
      leaf('dtNascto', r.DATNASC),
      leaf('paisNascto', paisNasctoOf(r)),
      leaf('paisNac', paisNacOf(r)),
    ]),
    group('endereco', [
      group('brasil', [
        leaf('dscLograd', r.ENDERECO),
        leaf('nrLograd', r.NUMERO),
        leaf('complemento', r.COMPLEMENTO),
        leaf('bairro', r.BAIRRO),
        leaf('cep', r.CEP),
        leaf('codMunic', r.CODCIDADE),
        leaf('uf', text(r.UF).toUpperCase()),
      ]),
    ]),
    isImmigrantRecord(r) &&
      group('trabImig', [leaf('tmpResid', r.TEMPORESIDENCIA), leaf('condIng', r.CONDINGRESSO)]),
    applies('DEFFISICA', { record: r, settings }) &&
      group('infoDeficiencia', [
        leaf('defFisica', simNao(r.DEFFISICA)),
        leaf('defVisual', simNao(r.DEFVISUAL)),
        leaf('defAuditiva', simNao(r.DEFAUDITIVA)),
        leaf('defMental', simNao(r.DEFMENTAL)),
        leaf('defIntelectual', simNao(r.DEFINTELECTUAL)),
        leaf('reabReadap', simNao(r.REABREADAP)),
        infoCota && leaf('infoCota', simNao(r.INFOCOTA)),
      ]),
    ...dependents.map((d) => {
      const tpDep = tpDepOf(d);
      return group('dependente', [
        leaf('tpDep', tpDep),
        leaf('nmDep', d.NOME),
        leaf('dtNascto', d.DATNASC),
        leaf('cpfDep', d.CPF),
        leaf('depIRRF', simNao(d.DEPENDENTEIRRF)),
        leaf('depSF', simNao(d.SALARIOFAMILIA)),
        leaf('incTrab', simNao(d.PCD)),
        tpDep === '99' && leaf('descrDep', descrDepOf(d)),
      ]);
    }),
    Boolean(phoneOf(r) || emailOf(r)) &&
      group('contato', [leaf('fonePrinc', phoneOf(r)), leaf('emailPrinc', emailOf(r))]),
  ]);

const apprentice = (input: S2200Input): Content => {
  const r = input.record;
  const indirect = applies('CNPJESTABAPREND', input);
  return (
    applies('INDAPREND', input) &&
    group('aprend', [
      leaf('indAprend', r.INDAPREND),
      applies('CNPJENTQUAL', input) && leaf('cnpjEntQual', r.CNPJENTQUAL),
      indirect && leaf('tpInsc', '1'),
      indirect && leaf('nrInsc', r.CNPJESTABAPREND),
    ])
  );
};

const link = (input: S2200Input): Node => {
  const { record: r, unitCnpj } = input;
  return group('vinculo', [
    leaf('matricula', r.MATRICULA),
    leaf('tpRegTrab', '1'),
    leaf('tpRegPrev', '1'),
    leaf('cadIni', 'N'),
    group('infoRegimeTrab', [
      group('infoCeletista', [
        leaf('dtAdm', r.DATINICIO),
        leaf('tpAdmissao', '1'),
        leaf('indAdmissao', '1'),
        leaf('tpRegJor', r.TPREGJOR),
        leaf('natAtividade', r.NATATIVIDADE),
        leaf('dtBase', r.DTBASE),
        leaf('cnpjSindCategProf', r.CNPJSINDCATEGPROF),
        apprentice(input),
      ]),
    ]),
    group('infoContrato', [
      leaf('nmCargo', r.CARGO),
      leaf('CBOCargo', r.CBOCARGO),
      leaf('codCateg', r.CODCATEG),
      group('remuneracao', [
        leaf('vrSalFx', money(r.VRSALFX)),
        leaf('undSalFixo', r.UNDSALFIXO),
        applies('DSCSALVAR', input) && leaf('dscSalVar', r.DSCSALVAR),
      ]),
      group('duracao', [
        leaf('tpContr', r.TPCONTR),
        applies('DTTERM', input) && leaf('dtTerm', r.DTTERM),
        applies('CLAUASSEC', input) && leaf('clauAssec', r.CLAUASSEC),
        applies('OBJDET', input) && leaf('objDet', r.OBJDET),
      ]),
      group('localTrabalho', [group('localTrabGeral', [leaf('tpInsc', '1'), leaf('nrInsc', unitCnpj)])]),
      applies('TPJORNADA', input) &&
        group('horContratual', [
          leaf('tpJornada', r.TPJORNADA),
          leaf('tmpParc', r.TMPPARC),
          leaf('dscJorn', r.DSCJORN),
        ]),
    ]),
  ]);
};

/**
 * The unsigned S-2200 of a candidate whose pre-check is empty, with its event Id.
 * Throws when the pre-check is not empty (the API answers 409 with the list before calling it).
 */
export function buildS2200(input: S2200Input, options: S2200Options): { id: string; xml: string } {
  const issues = checkS2200(input);
  if (issues.length) throw new Error(`S-2200 pre-check not empty (${issues.length})`);
  return eventDocument(
    'evtAdmissao',
    { employerCnpj: input.settings.CNPJ_EMPREGADOR, tpAmb: input.settings.ESOCIAL_TPAMB },
    options,
    [trabalhadorOf(input, { infoCota: true }), link(input)],
  );
}
