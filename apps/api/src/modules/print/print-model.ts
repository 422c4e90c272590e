/**
 * What a printed record shows, built from the field registry (docs/design.md §2): for each chosen area its
 * registry sections as groups of label/value pairs (values formatted for paper), plus dependents,
 * authorized persons, custom fields and documents with their status. The PDF and the print-link page
 * both render this model, so they always show the same thing.
 */
import {
  formatDateTimeBR,
  CANDIDATE_FIELDS,
  chosenPrintSections,
  fieldByName,
  fieldsOfSection,
  formatDateBR,
  formatFieldValue,
  MASKED_VALUE,
  printTitleOf,
  sectionsOfPrintArea,
  type ListKind,
  type ClientSettings,
  type FieldDef,
  type PrintSection,
  type PrintSelection,
  type SectionDef,
  type TenantRef,
  type PrintGroup,
  type PrintSheet,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { clientName } from '../auth/index.ts';
import { maskRow, maskValues, type Reader } from '../candidate-record/index.ts';
import type { CandidateRecord } from '../candidate-row/index.ts';
import { getClientSettings } from '../settings/index.ts';
import { resolveLabels } from './lookup-labels.ts';
import { LISTS, loadExtras, type Extras } from './print-extras.ts';

/** What a printed record holds: the print sheet of the contract without the link's own facts. */
export type PrintModel = Omit<PrintSheet, 'PERMISSOES' | 'EXPIRA'>;
export type { PrintField } from './print-extras.ts';
export type { PrintGroup };

export const NOT_INFORMED = 'Não possui ou não foi informado.';
type Row = Record<string, unknown>;
type Label = (f: FieldDef, v: unknown) => string | null;

/**
 * One group of label/value pairs. A field `hidden` from the reader (masking.ts: a sensitive field
 * with a value, to staff and link holders) prints MASKED_VALUE, as the staff view shows it — also
 * when its condition reads another hidden field (the view does the same, decision 036).
 */
function group(
  title: string,
  fields: readonly FieldDef[],
  values: Row,
  settings: ClientSettings,
  label: Label,
  hidden: readonly string[] = [],
) {
  const ctx = { settings, values };
  return {
    TITULO: title,
    CAMPOS: fields
      .filter((f) => hidden.includes(f.name) || f.visible(ctx))
      .map((f) => ({
        CAMPO: f.name,
        ROTULO: f.label,
        VALOR: hidden.includes(f.name)
          ? MASKED_VALUE
          : formatFieldValue(f, values[f.name], { settings, label: label(f, values[f.name]) }),
      })),
  };
}

/** The record as its reader may print it: its values with the hidden ones null, and their names. */
interface Shown {
  record: CandidateRecord;
  hidden: readonly string[];
}

/** a list row's hidden fields, named by maskRow (masking.ts) as the API names them */
const hiddenOf = (row: Row): readonly string[] =>
  Array.isArray(row.OCULTOS) ? (row.OCULTOS as string[]) : [];

/** The groups one section of the record prints (its fields, or each row of its list). */
function groupsOf(
  section: SectionDef,
  { record, hidden }: Shown,
  settings: ClientSettings,
  label: Label,
  extras: Extras,
): PrintGroup[] {
  const title = printTitleOf(section);
  const none = (campo: string, heading = section.label) => [
    { TITULO: heading, CAMPOS: [{ CAMPO: campo, ROTULO: heading, VALOR: NOT_INFORMED }] },
  ];
  const content = section.content;
  switch (content.kind) {
    case 'fields':
      return [group(title, fieldsOfSection(content.fields), record.values, settings, label, hidden)];
    case 'list': {
      const list = LISTS[content.of];
      const rows = extras.lists[content.of] ?? [];
      if (!rows.length) return list.sayEmpty ? none(section.key) : [];
      return rows.map((row, i) =>
        group(
          list.title(title, i, row),
          list.fields,
          list.values(row, record),
          settings,
          label,
          hiddenOf(row),
        ),
      );
    }
    case 'custom':
      return extras.custom.filter((c) => c.filledBy === content.filledBy).map((c) => c.group);
    case 'documents':
      return [{ TITULO: title, CAMPOS: extras.documents }];
  }
}

/**
 * The job the header names: the typed job title, or the job type's label ('Estágio') where the
 * registry fixes the title (CARGO's `forced`: an intern's title is the job type itself).
 */
function jobOf(values: Row, settings: ClientSettings): string {
  const title = fieldByName('CARGO')!;
  const fixed = title.forced?.({ settings, values }) !== undefined;
  const shown = fixed ? fieldByName('TIPOCARGO')! : title;
  return formatFieldValue(shown, values[shown.name], { settings });
}

function sectionGroups(
  area: PrintSection,
  shown: Shown,
  settings: ClientSettings,
  label: Label,
  extras: Extras,
): PrintGroup[] {
  const groups = sectionsOfPrintArea(area.key).flatMap((s) => groupsOf(s, shown, settings, label, extras));
  // an area whose lists are all empty still says so (Informações adicionais with no custom field)
  return groups.length
    ? groups
    : [{ TITULO: area.title, CAMPOS: [{ CAMPO: area.key, ROTULO: area.title, VALOR: NOT_INFORMED }] }];
}

export async function buildPrintModel(
  db: Db,
  tenant: TenantRef,
  full: CandidateRecord,
  selection: PrintSelection,
  reader: Reader,
): Promise<PrintModel> {
  // what is masked in the staff view is masked on paper (issue 31 §2): the one definition, masking.ts
  const { values: masked, hidden } = maskValues(reader, full.values);
  const record = { ...full, values: masked };
  const chosen = chosenPrintSections(selection);
  const settings = await getClientSettings(db, tenant);
  const loaded = await loadExtras(
    db,
    tenant,
    record,
    chosen.flatMap((a) => sectionsOfPrintArea(a.key)),
  );
  // and so are a list row's (a dependent's PCD, decision 081): null, named in OCULTOS
  const lists = Object.fromEntries(
    Object.entries(loaded.lists).map(([kind, rows]) => [
      kind,
      rows.map((row) => maskRow(reader, row, kind as ListKind)),
    ]),
  );
  const extras: Extras = { ...loaded, lists };
  const pairs = [
    ...CANDIDATE_FIELDS.map((f) => ({ field: f, value: record.values[f.name] })),
    ...(Object.keys(extras.lists) as ListKind[]).flatMap((kind) =>
      (extras.lists[kind] ?? []).flatMap((row) =>
        (LISTS[kind].fields as readonly FieldDef[]).map((f) => ({ field: f, value: row[f.name] })),
      ),
    ),
  ];
  const label = await resolveLabels(db, pairs);
  const unitField = fieldByName('CODUNIDADE')!;
  const v = record.values;
  return {
    CLIENTE: {
      CODADM: tenant.CODADM,
      CODCLI: tenant.CODCLI,
      NOMECLI: (await clientName(db, tenant.CODADM, tenant.CODCLI)) ?? '',
      LOGO: `/api/image/logo/${String(tenant.CODADM).padStart(2, '0')}_${tenant.CODCLI}`,
    },
    CANDIDATO: {
      CODCANDIDATO: record.CODCANDIDATO,
      NOME: String(v.NOME ?? ''),
      EMAIL: String(v.EMAIL ?? ''),
      UNIDADE: label(unitField, v.CODUNIDADE) ?? '',
      CARGO: jobOf(v, settings),
      DATINICIO: formatDateBR(v.DATINICIO),
      CODSTATUS: record.CODSTATUS,
      DESSTATUS: record.DESSTATUS,
      CORSTATUS: record.CORSTATUS,
    },
    SECOES: chosen.map((s) => ({
      CHAVE: s.key,
      LETRA: s.letter,
      TITULO: s.title,
      GRUPOS: sectionGroups(s, { record, hidden }, settings, label, extras),
    })),
    GERADO_EM: formatDateTimeBR(new Date()),
  };
}
