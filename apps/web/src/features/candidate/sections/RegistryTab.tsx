/** A tab generated from registry sections: its visible fields, then 'Validar'. */
import { Suspense, useState, type ReactNode } from 'react';
import { Button, Fieldset, Grid, Stack, Text } from '@mantine/core';
import {
  fieldsOfSection,
  sectionsOfTab,
  type FieldContext,
  type FieldDef,
  type SectionDef,
  type SectionKey,
  type TabDef,
} from '@admissao/domain';
import { useCandidatePage } from '../PageContext';
// loaded when asked for: its two-step form is not part of the page's first paint (issue 15 §4)
const EmailChangeDialog = lazyNamed(() => import('./EmailChangeDialog'), 'EmailChangeDialog');
import { RecordField } from './RecordField';
import { READ_ONLY_NOTE } from './fieldRules';
import { ValidateButton } from './ValidateButton';
import { lazyNamed } from '../../../lib/deferred';

const WIDE_TYPES = new Set<FieldDef['type']>(['textarea']);
const span = (def: FieldDef) => (WIDE_TYPES.has(def.type) ? 12 : { base: 12, sm: 6, lg: 4 });

/**
 * A section staff fill (the registration data) is shown to the candidate: its visible text fields
 * (name, e-mail, position, manager, recruiter), read-only but for what the candidate may change
 * (the name; the e-mail through 'Alterar e-mail').
 */
export const staffFilledShown = (section: SectionKey, ctx: FieldContext) =>
  fieldsOfSection(section).filter((f) => (f.type === 'text' || f.type === 'email') && f.visible(ctx));

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
export function useSectionFields(section: SectionKey | null): FieldDef[] {
  const { ctx } = useCandidatePage();
  return section ? fieldsOfSection(section).filter((f) => f.visible(ctx)) : [];
}

/** The login (EMAIL): read-only here, changed only through the code sent to the new address. */
function LoginField({ def }: { def: FieldDef }) {
  const { editable } = useCandidatePage();
  const [changing, setChanging] = useState(false);
  return (
    <>
      <RecordField
        def={def}
        hint={
          <Button
            variant="subtle"
            size="compact-xs"
            px={0}
            disabled={!editable}
            onClick={() => setChanging(true)}
          >
            Alterar e-mail
          </Button>
        }
      />
      {changing ? (
        <Suspense fallback={null}>
          <EmailChangeDialog onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
/** the registration group: the login with its own way to change; the rest read-only, said once */
const registrationField = (def: FieldDef) =>
  def.login ? <LoginField def={def} /> : <RecordField def={def} readOnlyNoted />;

function SectionFields({ section }: { section: SectionDef }) {
  const { ctx } = useCandidatePage();
  const fields = useSectionFields(section.content.kind === 'fields' ? section.content.fields : null);
  if (section.content.kind !== 'fields') return null;
  return section.unchecked ? (
    <Fieldset legend={section.label}>
      {/* once for the group, not under each of Cargo, Gestor, Recrutador: a phone's first screen
          was the three notes (issue 30) */}
      <Text size="xs" c="dimmed" mb="xs">
        {READ_ONLY_NOTE}
      </Text>
      <FieldGrid fields={staffFilledShown(section.content.fields, ctx)} render={registrationField} />
    </Fieldset>
  ) : (
    <FieldGrid fields={fields} />
  );
}

/** The registry field sections of a tab, staff-filled ones first as the table orders them. */
const fieldSectionsOf = (tab: TabDef) =>
  sectionsOfTab(tab.key).filter((s) => s.content.kind === 'fields' && !s.staffOnly);

export function RegistryTab({ tab, children }: { tab: TabDef; children?: ReactNode }) {
  const { ctx } = useCandidatePage();
  const sections = fieldSectionsOf(tab);
  const shown = sections
    .flatMap((s) => (s.content.kind === 'fields' && !s.unchecked ? fieldsOfSection(s.content.fields) : []))
    .some((f) => f.visible(ctx));
  return (
    <Stack gap="lg">
      {sections.map((s) => (
        <SectionFields key={s.key} section={s} />
      ))}
      {children}
      {!shown && !children ? <Text c="gray.7">Nenhuma informação a preencher nesta aba.</Text> : null}
      <ValidateButton tab={tab} />
    </Stack>
  );
}
