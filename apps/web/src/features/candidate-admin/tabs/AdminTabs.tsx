/**
 * The tabs of the staff view (spec 3 §2): validity icon per tab (red when the section is not
 * valid), selected tab remembered in this browser, each tab made of collapsible sections — all read
 * from the sections table of the registry (registry/sections.ts).
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Loader, Stack, Tabs } from '@mantine/core';
import {
  fieldsOfSection,
  RECORD_SECTIONS,
  tabLabel,
  visibleSections,
  type CandidateRecord,
  type ClientSettings,
  type CustomField,
  type FieldContext,
  type ListKind,
  type SectionDef,
  type TabDef,
  type TabKey,
} from '@admissao/domain';
import { ValidityTabList } from '../../../components/ValidityTabList';
import { readText, writeText } from '../../../lib/storage';
import { FieldList } from '../read/FieldList';

// the sections kept in tables of their own (dependents, authorized persons, extra information,
// documents) load with the first tab that shows one: the view's first tab is fields only (issue 15 §4)
const loadLists = () => import('../read/ListSections');
const DependentsView = lazyNamed(loadLists, 'DependentsView');
const AuthorizedView = lazyNamed(loadLists, 'AuthorizedView');
const CustomFieldsView = lazyNamed(loadLists, 'CustomFieldsView');
const DocumentsView = lazyNamed(loadLists, 'DocumentsView');
import { ADMIN_TAB_KEY, setSectionOpen } from '../read/openSections';
import { Section } from '../read/Section';
import { lazyNamed } from '../../../lib/deferred';

interface Props {
  tabs: readonly TabDef[];
  record: CandidateRecord;
  settings: ClientSettings;
  customFields: readonly CustomField[];
  /** an action shown in the header of a section (Editar on the registration data) */
  sectionAction?: (section: SectionDef) => ReactNode;
  /** a section to bring into view (its tab selected, opened, scrolled to); `n` repeats a request */
  focus?: { section: string; n: number } | null;
}

type BodyProps = Omit<Props, 'tabs' | 'sectionAction' | 'focus'> & { section: SectionDef };

/** A collapsible block of a tab: a section, or one sub-group of a section that has them. */
interface Block {
  key: string;
  title: string;
  section: SectionDef;
  group?: string;
}

const blocksOf = (section: SectionDef): Block[] =>
  section.groups
    ? section.groups.map((g) => ({ key: `${section.key}_${g.key}`, title: g.title, section, group: g.key }))
    : [{ key: section.key, title: section.label, section }];

/** The view of each list of the record kept in its own table. */
const LIST_VIEWS = {
  DEPENDENTE: DependentsView,
  PESSOA_AUTORIZADA: AuthorizedView,
} satisfies Record<ListKind, typeof DependentsView>;

function SectionBody({ section, group, record, settings, customFields }: BodyProps & { group?: string }) {
  const ctx: FieldContext = { settings, values: record };
  const content = section.content;
  switch (content.kind) {
    case 'fields':
      return (
        <FieldList
          fields={fieldsOfSection(content.fields).filter((f) => group === undefined || f.group === group)}
          ctx={ctx}
        />
      );
    case 'list': {
      const View = LIST_VIEWS[content.of];
      return <View record={record} settings={settings} />;
    }
    case 'custom':
      return (
        <CustomFieldsView
          id={record.CODCANDIDATO}
          fields={customFields.filter((f) => (f.RESP_PREENCHIMENTO === 'A') === (content.filledBy === 'A'))}
        />
      );
    case 'documents':
      return <DocumentsView id={record.CODCANDIDATO} />;
  }
}

function initialTab(keys: TabKey[]): TabKey {
  const stored = readText(ADMIN_TAB_KEY) as TabKey | null;
  return stored && keys.includes(stored) ? stored : keys[0]!;
}

export function AdminTabs({ tabs, record, settings, customFields, sectionAction, focus }: Props) {
  const [active, setActive] = useState<TabKey>(() => initialTab(tabs.map((t) => t.key)));
  const current = tabs.some((t) => t.key === active) ? active : tabs[0]!.key;
  const select = (key: TabKey) => {
    setActive(key);
    writeText(ADMIN_TAB_KEY, key);
  };
  useEffect(() => {
    const tab = RECORD_SECTIONS.find((s) => s.key === focus?.section)?.tab;
    if (!focus || !tab) return;
    setActive(tab);
    writeText(ADMIN_TAB_KEY, tab);
    setSectionOpen(focus.section, true);
    const timer = setTimeout(
      () => document.querySelector(`[data-section="${focus.section}"]`)?.scrollIntoView({ block: 'start' }),
      100,
    );
    return () => clearTimeout(timer);
  }, [focus]);
  const viewCtx = {
    settings,
    values: record,
    tenant: { CODADM: record.CODADM, CODCLI: record.CODCLI },
    customFieldCount: customFields.length,
    audience: 'staff' as const,
  };
  const labelled = tabs.map((t) => ({ ...t, label: tabLabel(t, 'staff') }));
  return (
    <Tabs value={current} onChange={(v) => v && select(v as TabKey)} keepMounted={false}>
      <ValidityTabList tabs={labelled} record={record} />
      {tabs.map((t) => (
        <Tabs.Panel key={t.key} value={t.key} pt="md">
          <Stack gap="sm">
            {visibleSections(t.key, viewCtx)
              .flatMap(blocksOf)
              .map((b) => (
                <Section key={b.key} id={b.key} title={b.title} action={sectionAction?.(b.section)}>
                  <Suspense fallback={<Loader size="sm" aria-label="Carregando seção" />}>
                    <SectionBody
                      section={b.section}
                      group={b.group}
                      record={record}
                      settings={settings}
                      customFields={customFields}
                    />
                  </Suspense>
                </Section>
              ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
