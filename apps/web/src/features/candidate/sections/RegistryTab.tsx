/** A tab generated from registry sections: its visible fields, then 'Validar'. */
import type { ReactNode } from 'react';
import { Fieldset, Grid, Stack, Text } from '@mantine/core';
import {
  CANDIDATE_FIELDS,
  fieldsOfSection,
  type FieldContext,
  type FieldDef,
  type SectionKey,
} from '@admissao/domain';
import { useCandidatePage } from '../PageContext';
import type { TabDef } from '../tabs';
import { RecordField } from './RecordField';
import { ValidateButton } from './ValidateButton';

const WIDE_TYPES = new Set<FieldDef['type']>(['textarea']);
const span = (def: FieldDef) => (WIDE_TYPES.has(def.type) ? 12 : { base: 12, sm: 6, lg: 4 });

/**
 * Registration data the candidate sees for information in Dados Pessoais (name, e-mail,
 * position, manager, recruiter): the staff-filled text fields of the registration.
 */
export const registrationShown = (ctx: FieldContext) =>
  CANDIDATE_FIELDS.filter(
    (f) => f.section === 'CADASTRO' && (f.type === 'text' || f.type === 'email') && f.visible(ctx),
  );

export function FieldGrid({
  fields,
  render,
}: {
  fields: readonly FieldDef[];
  render?: (def: FieldDef) => ReactNode;
}) {
  return (
    <Grid gap="md">
      {fields.map((def) => (
        <Grid.Col key={def.name} span={span(def)}>
          {render?.(def) ?? <RecordField def={def} />}
        </Grid.Col>
      ))}
    </Grid>
  );
}

/** The visible fields of a section (the rules read the record with the edits still being saved). */
export function useSectionFields(section: SectionKey): FieldDef[] {
  const { ctx } = useCandidatePage();
  return fieldsOfSection(section).filter((f) => f.visible(ctx));
}

function SectionFields({ section }: { section: SectionKey }) {
  return <FieldGrid fields={useSectionFields(section)} />;
}

export function RegistryTab({ tab, children }: { tab: TabDef; children?: ReactNode }) {
  const { ctx } = useCandidatePage();
  const shown = tab.sections.flatMap((s) => fieldsOfSection(s)).some((f) => f.visible(ctx));
  return (
    <Stack gap="lg">
      {tab.key === 'pessoais' ? (
        <Fieldset legend="Dados do cadastro">
          <FieldGrid fields={registrationShown(ctx)} />
        </Fieldset>
      ) : null}
      {tab.sections.map((s) => (
        <SectionFields key={s} section={s} />
      ))}
      {children}
      {!shown && !children ? <Text c="gray.7">Nenhuma informação a preencher nesta aba.</Text> : null}
      <ValidateButton tab={tab} />
    </Stack>
  );
}
