/**
 * The S-2200 XML of one candidate (issue 17, decision 031): the event `eSocial > evtAdmissao@Id`
 * of leiaute S-1.3, UTF-8, unsigned — the employer signs it in its own system with its ICP-Brasil
 * certificate (the schema's ds:Signature is never written here). Only for a candidate whose
 * pre-check is empty: buildS2200 refuses otherwise.
 */
import { BRAZIL_TZ } from '../dates.ts';
import { cnpjCharacters } from './cnpj.ts';
import { checkS2200 } from './check-s2200.ts';
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

export const S2200_NAMESPACE = 'http://www.esocial.gov.br/schema/evt/evtAdmissao/v_S_01_03_00';
export const EVENT_ID_PATTERN = /^ID\d[A-Z0-9]{12}\d{21}$/;

/** A node: an element with children, or a leaf with its text; null and undefined leave it out. */
type Node = readonly [name: string, content: string | readonly (Node | null | false)[]];
type Content = Node | null | false;

/** XML 1.0 has no place for control characters; the rest is escaped. */
const escapeXml = (v: string) =>
  v
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function render(node: Node, out: string[]): void {
  const [name, content] = node;
  if (typeof content === 'string') {
    out.push(`<${name}>${escapeXml(content)}</${name}>`);
    return;
  }
  out.push(`<${name}>`);
  for (const child of content) if (child) render(child, out);
  out.push(`</${name}>`);
}

/** A leaf only when the value is present. */
const leaf = (name: string, v: unknown): Content => {
  const t = text(v);
  return t === '' ? null : [name, t];
};
const group = (name: string, children: readonly Content[]): Node => [name, children];

const STAMP_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRAZIL_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** yyyyMMddHHmmss of a moment in Brasília. */
function stamp(at: Date): string {
  const parts = STAMP_PARTS.formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}${get('second')}`;
}

/** The employer's nrInsc: the CNPJ root (8 characters) for a company (tpInsc 1). */
export const cnpjRoot = (cnpj: string) => cnpjCharacters(cnpj).slice(0, 8);

/**
 * The event Id: 'ID' + tpInsc + nrInsc right-padded with zeros to 14 + yyyyMMddHHmmss + a 5-digit
 * sequence (events generated in the same second differ by it).
 */
export function eventId(employerCnpj: string, at: Date, sequence: number): string {
  const id = `ID1${cnpjRoot(employerCnpj).padEnd(14, '0')}${stamp(at)}${String(sequence % 100_000).padStart(5, '0')}`;
  if (!EVENT_ID_PATTERN.test(id)) throw new Error('eSocial event Id out of pattern');
  return id;
}

export interface S2200Options {
  /** when the event is generated (the Id's date and time) */
  at: Date;
  /** 1–99999: distinguishes events of the same second */
  sequence: number;
  /** the product's version (verProc) */
  verProc: string;
}

const worker = ({ record: r, dependents, settings }: S2200Input): Node =>
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
        leaf('infoCota', simNao(r.INFOCOTA)),
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

/** A decimal as the schema writes it: dot, two fraction digits. */
const money = (v: unknown) => (text(v) === '' ? null : Number(text(v)).toFixed(2));

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
  const id = eventId(input.settings.CNPJ_EMPREGADOR, options.at, options.sequence);
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', `<eSocial xmlns="${S2200_NAMESPACE}">`];
  out.push(`<evtAdmissao Id="${id}">`);
  render(
    group('ideEvento', [
      leaf('indRetif', '1'),
      leaf('tpAmb', input.settings.ESOCIAL_TPAMB),
      leaf('procEmi', '1'),
      leaf('verProc', options.verProc.slice(0, 20)),
    ]),
    out,
  );
  render(
    group('ideEmpregador', [leaf('tpInsc', '1'), leaf('nrInsc', cnpjRoot(input.settings.CNPJ_EMPREGADOR))]),
    out,
  );
  render(worker(input), out);
  render(link(input), out);
  out.push('</evtAdmissao>', '</eSocial>');
  return { id, xml: out.join('') };
}
