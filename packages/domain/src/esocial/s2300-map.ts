/**
 * What the S-2300 of an intern reads (issue 34 §5, decision 078): the S-2200's fields (the worker
 * group is the same group of the same record) and the internship's, marked `esocialS2300: true`
 * in the registry (registry/internship.ts). S2300_RECORD_MAP gives each of the latter its path under
 * evtTSVInicio and is exhaustive both ways, as the S-2200's is.
 */
import type { CANDIDATE_FIELDS } from '../registry/candidate-fields.ts';
import type { CandidateValues, EsocialS2300FieldNameOf } from '../registry/values.ts';
import type { S2200FieldName, S2200Input, S2200Target } from './s2200-map.ts';

/** The candidate fields only the S-2300 reads. */
export type S2300OnlyFieldName = EsocialS2300FieldNameOf<typeof CANDIDATE_FIELDS>;
export type S2300FieldName = S2200FieldName | S2300OnlyFieldName;

/** The record as the S-2300 sees it: the marked fields of both events, typed by the registry. */
export type S2300Record = Readonly<Pick<CandidateValues, S2300FieldName>>;

/** What the S-2300 of one intern is made of: as the S-2200's, with the internship's fields. */
export interface S2300Input extends Omit<S2200Input, 'record'> {
  record: S2300Record;
}

const EST = 'infoTSVInicio/infoComplementares/infoEstagiario';

export const S2300_RECORD_MAP = {
  NIVESTAGIO: { element: `${EST}/nivEstagio` },
  AREAATUACAO: { element: `${EST}/areaAtuacao` },
  CNPJINSTENSINO: { element: `${EST}/instEnsino/cnpjInstEnsino` },
  NATESTAGIO: { element: `${EST}/natEstagio` },
  DTPREVTERM: { element: `${EST}/dtPrevTerm` },
  CNPJAGNTINTEG: { element: `${EST}/ageIntegracao/cnpjAgntInteg` },
  CPFSUPERVISOR: { element: `${EST}/supervisorEstagio/cpfSupervisor` },
  NRAPOL: { element: `${EST}/nrApol` },
} as const satisfies Record<S2300OnlyFieldName, S2200Target>;
