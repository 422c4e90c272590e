/**
 * The tabs of the staff view (spec 3 §2): validity icon per tab (red when the section is not
 * valid), selected tab remembered in this browser, each tab made of collapsible sections read
 * from the field registry.
 */
import { useState, type ReactNode } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { fieldsOfSection, type ClientSettings, type FieldContext } from '@admissao/domain';
import { ValidityTabList } from '../../../components/ValidityTabList';
import { readText, writeText } from '../../../lib/storage';
import type { AdminRecord, CustomField } from '../api';
import { FieldList } from '../read/FieldList';
import { AuthorizedView, CustomFieldsView, DependentsView, DocumentsView } from '../read/ListSections';
import { ADMIN_TAB_KEY } from '../read/openSections';
import { Section } from '../read/Section';
import { docGroupOf, type AdminSection, type AdminTabDef, type AdminTabKey } from './adminTabs';

interface Props {
  tabs: readonly AdminTabDef[];
  record: AdminRecord;
  settings: ClientSettings;
  customFields: readonly CustomField[];
  /** an action shown in the header of a section (Editar on the registration data) */
  sectionAction?: (key: string) => ReactNode;
}

function SectionBody({
  section,
  record,
  settings,
  customFields,
}: Omit<Props, 'tabs' | 'sectionAction'> & { section: AdminSection }) {
  const ctx: FieldContext = { settings, values: record };
  switch (section.kind) {
    case 'registry':
      return <FieldList fields={fieldsOfSection(section.key)} ctx={ctx} />;
    case 'documentation':
      return (
        <FieldList
          fields={fieldsOfSection('DOCUMENTACAO').filter((f) => docGroupOf(f.name) === section.group)}
          ctx={ctx}
        />
      );
    case 'authorized':
      return <AuthorizedView record={record} settings={settings} />;
    case 'dependents':
      return <DependentsView record={record} settings={settings} />;
    case 'customAdmin':
      return (
        <CustomFieldsView
          id={record.CODCANDIDATO}
          fields={customFields.filter((f) => f.RESP_PREENCHIMENTO === 'A')}
        />
      );
    case 'customCandidate':
      return (
        <CustomFieldsView
          id={record.CODCANDIDATO}
          fields={customFields.filter((f) => f.RESP_PREENCHIMENTO !== 'A')}
        />
      );
    case 'documents':
      return <DocumentsView id={record.CODCANDIDATO} />;
  }
}

/** A section shown only when it applies (delivery address with ENTREGA_EQUIP; persons with 'Outras pessoas'). */
function sectionApplies(section: AdminSection, settings: ClientSettings): boolean {
  if (section.kind === 'registry' && section.key === 'ENTREGA') return settings.ENTREGA_EQUIP;
  if (section.kind === 'authorized') return settings.ENTREGA_EQUIP;
  return true;
}

function initialTab(keys: AdminTabKey[]): AdminTabKey {
  const stored = readText(ADMIN_TAB_KEY) as AdminTabKey | null;
  return stored && keys.includes(stored) ? stored : keys[0]!;
}

export function AdminTabs({ tabs, record, settings, customFields, sectionAction }: Props) {
  const [active, setActive] = useState<AdminTabKey>(() => initialTab(tabs.map((t) => t.key)));
  const current = tabs.some((t) => t.key === active) ? active : tabs[0]!.key;
  const select = (key: AdminTabKey) => {
    setActive(key);
    writeText(ADMIN_TAB_KEY, key);
  };
  return (
    <Tabs value={current} onChange={(v) => v && select(v as AdminTabKey)} keepMounted={false}>
      <ValidityTabList tabs={tabs} record={record} />
      {tabs.map((t) => (
        <Tabs.Panel key={t.key} value={t.key} pt="md">
          <Stack gap="sm">
            {t.sections
              .filter((s) => sectionApplies(s, settings))
              .map((s) => (
                <Section key={s.key} id={s.key} title={s.title} action={sectionAction?.(s.key)}>
                  <SectionBody section={s} record={record} settings={settings} customFields={customFields} />
                </Section>
              ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
