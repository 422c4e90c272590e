/**
 * Which field an eSocial occurrence is about (issue 34 §3, decision 077): its `localizacao` (an
 * XPath into the event, e.g. /eSocial/evtAdmissao/vinculo/matricula or with prefixes and [n]) read
 * back through the event's map of registry fields (s2200-map.ts) — so the panel shows the occurrence
 * on the field staff edit. When the service gives no localizacao, the element a schema message
 * names ("Element '{ns}matricula': …") is looked up instead; an occurrence about no field (the
 * signature, the batch) maps to null.
 */
import { fieldByName } from '../registry/candidate-fields.ts';
import { DEPENDENT_FIELDS } from '../registry/dependent.ts';
import { CLIENT_SETTINGS } from '../settings.ts';
import { DEPENDENTS_FIELD, UNIT_CNPJ_FIELD } from './check-s2200.ts';
import { S2200_DEPENDENT_MAP, S2200_RECORD_MAP, type S2200Target } from './s2200-map.ts';
import { S2300_RECORD_MAP } from './s2300-map.ts';
import type { EsocialEventKind } from './transmission.ts';

export interface OccurrenceField {
  /** the registry field (or setting, or list section) as the pre-check names it */
  campo: string;
  rotulo: string;
}

interface PathEntry extends OccurrenceField {
  /** the path under the event element, without indexes */
  path: string;
}

const pathOf = (t: S2200Target) => ('element' in t ? t.element : t.decides);

const dependentLabel = (name: string) => DEPENDENT_FIELDS.find((f) => f.name === name)?.label ?? name;

/** the S-2200's paths (TELEFONE and CELULAR share fonePrinc: the first, CELULAR's, is named) */
const S2200_PATHS: PathEntry[] = [
  ...Object.entries(S2200_RECORD_MAP).map(([name, t]) => ({
    path: pathOf(t),
    // CODUNIDADE fills the establishment's nrInsc from the unit's CNPJ: fixed in Unidades
    campo: name === 'CODUNIDADE' ? UNIT_CNPJ_FIELD : name,
    rotulo: name === 'CODUNIDADE' ? 'CNPJ do estabelecimento' : (fieldByName(name)?.label ?? name),
  })),
  ...Object.entries(S2200_DEPENDENT_MAP).map(([name, t]) => ({
    path: pathOf(t),
    campo: DEPENDENTS_FIELD,
    rotulo: `Dependente — ${dependentLabel(name)}`,
  })),
  { path: 'ideEmpregador/nrInsc', campo: 'CNPJ_EMPREGADOR', rotulo: CLIENT_SETTINGS.CNPJ_EMPREGADOR.label },
];

const entry = (name: string, path: string): PathEntry => ({
  path,
  campo: name,
  rotulo: fieldByName(name)?.label ?? name,
});

/**
 * The S-2300's paths (decision 083): the worker group is the S-2200's (trabalhador/…, the same
 * builder), the employer likewise; the intern's own fields by S2300_RECORD_MAP; the few S-2200
 * fields the S-2300 writes elsewhere (build-s2300.ts), under infoTSVInicio.
 */
const TSV = 'infoTSVInicio';
const S2300_PATHS: PathEntry[] = [
  ...S2200_PATHS.filter((e) => e.path.startsWith('trabalhador/') || e.path.startsWith('ideEmpregador/')),
  ...Object.entries(S2300_RECORD_MAP).map(([name, t]) => entry(name, pathOf(t))),
  entry('MATRICULA', `${TSV}/matricula`),
  entry('DATINICIO', `${TSV}/dtInicio`),
  entry('CBOCARGO', `${TSV}/infoComplementares/cargoFuncao/CBOCargo`),
  entry('VRSALFX', `${TSV}/infoComplementares/remuneracao/vrSalFx`),
  entry('UNDSALFIXO', `${TSV}/infoComplementares/remuneracao/undSalFixo`),
  entry('DSCSALVAR', `${TSV}/infoComplementares/remuneracao/dscSalVar`),
  {
    path: `${TSV}/infoComplementares/localTrabGeral/nrInsc`,
    campo: UNIT_CNPJ_FIELD,
    rotulo: 'CNPJ do estabelecimento',
  },
];

/** The S-3000 names the worker by the CPF; the rest (the receipt) is the product's, not a field. */
const S3000_PATHS: PathEntry[] = [
  entry('CPF', 'infoExclusao/ideTrabalhador/cpfTrab'),
  ...S2200_PATHS.filter((e) => e.path.startsWith('ideEmpregador/')),
];

/** Each kind's paths; the S-2190's are still to be written. */
const PATHS_OF = {
  'S-2200': S2200_PATHS,
  'S-2190': [],
  'S-2300': S2300_PATHS,
  'S-3000': S3000_PATHS,
} satisfies Record<EsocialEventKind, PathEntry[]>;

/** '/esocial:eSocial[1]/esocial:evtAdmissao/trabalhador/dependente[2]/cpfDep' → steps without prefix or index */
const stepsOf = (xpath: string) =>
  xpath
    .split('/')
    .map((s) =>
      s
        .replace(/\[[^\]]*\]/g, '')
        .replace(/^[^:]*:/, '')
        .replace(/^@/, ''),
    )
    .filter(Boolean);

/** The dependent's position in the XPath (dependente[2] → 2), when it says. */
const dependentNumber = (xpath: string) => /dependente\[(\d+)\]/.exec(xpath)?.[1];

function byPath(entries: PathEntry[], xpath: string): OccurrenceField | null {
  const steps = stepsOf(xpath);
  // the event element is the child of eSocial (evtAdmissao…); paths start below it
  const start = steps[0] === 'eSocial' ? 2 : 0;
  const path = steps.slice(start).join('/');
  if (!path) return null;
  // exact: a path under a group (vinculo/…) that no entry names is not about the field deciding it
  const hit = entries.find((e) => path === e.path);
  if (!hit) return null;
  const n = hit.campo === DEPENDENTS_FIELD ? dependentNumber(xpath) : undefined;
  return { campo: hit.campo, rotulo: n ? hit.rotulo.replace('Dependente', `Dependente ${n}`) : hit.rotulo };
}

/** the element a schema message names: "Element '{namespace}name'" (xmllint, and the service's text) */
const ELEMENT_IN_TEXT = /Element '(?:\{[^}]*\})?([A-Za-z][\w.-]*)'/;

function byElementName(entries: PathEntry[], text: string): OccurrenceField | null {
  const name = ELEMENT_IN_TEXT.exec(text)?.[1];
  if (!name) return null;
  const hits = entries.filter((e) => e.path.split('/').at(-1) === name);
  // a name in two places (nrInsc, dtNascto) says nothing sure
  const fields = new Set(hits.map((h) => h.campo));
  return fields.size === 1 ? { campo: hits[0]!.campo, rotulo: hits[0]!.rotulo } : null;
}

/** The field an occurrence of an event of this kind is about, or null. */
export function fieldOfOccurrence(
  kind: EsocialEventKind,
  o: { localizacao: string | null; descricao: string },
): OccurrenceField | null {
  const entries: PathEntry[] = PATHS_OF[kind];
  return (o.localizacao ? byPath(entries, o.localizacao) : null) ?? byElementName(entries, o.descricao);
}
