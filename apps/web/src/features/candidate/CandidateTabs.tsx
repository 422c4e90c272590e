/**
 * The tab strip of /dados (spec 2 §2.1): tabs in page order by their show rules, a red icon
 * on a tab whose section is not valid, the last tab remembered in this browser. The strip
 * scrolls sideways on a narrow screen.
 */
import { Suspense } from 'react';
import { Center, Loader, Stack, Tabs } from '@mantine/core';
import { ValidityTabList } from '../../components/ValidityTabList';
import { LazyBenefitsText } from '../benefits';
import { LazyDocumentsTab } from '../documents';
import { candidatePhase, type CandidateRecord, type CustomField } from '@admissao/domain';
import { useRefreshRecord } from './api/candidate-record';
import { AddressTab, CustomFieldsTab, DependentsTab, DocumentsValidate, MyKitDocuments } from './lazyPanels';
import { RegistryTab } from './sections/RegistryTab';
import type { TabDef, TabKey } from '@admissao/domain';

interface Props {
  tabs: readonly TabDef[];
  active: TabKey;
  onChange: (tab: TabKey) => void;
  record: CandidateRecord;
  customFields: CustomField[];
}

function Panel({
  tab,
  customFields,
  record,
}: {
  tab: TabDef;
  customFields: CustomField[];
  record: CandidateRecord;
}) {
  const refreshRecord = useRefreshRecord();
  switch (tab.key) {
    case 'endereco':
      return <AddressTab tab={tab} />;
    case 'dependentes':
      return <DependentsTab tab={tab} />;
    case 'adicional':
      return <CustomFieldsTab tab={tab} fields={customFields} />;
    case 'beneficios':
      // the client's benefits text above the candidate's benefit choices
      return (
        <Stack gap="md">
          <LazyBenefitsText />
          <RegistryTab tab={tab} />
        </Stack>
      );
    case 'envio':
      return (
        <Stack gap={0}>
          {candidatePhase(record.CODSTATUS) === 'ended' ? (
            // the signed admission kit is one of the candidate's documents too (issue 33 §5)
            <Suspense fallback={null}>
              <MyKitDocuments />
            </Suspense>
          ) : null}
          <LazyDocumentsTab
            candidateId={record.CODCANDIDATO}
            candidateStatus={record.CODSTATUS}
            // a sent or removed file changes ISVALID_ENVIO
            onChanged={() => void refreshRecord()}
          />
          <DocumentsValidate tab={tab} />
        </Stack>
      );
    default:
      return <RegistryTab tab={tab} />;
  }
}

function PanelLoading() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Carregando aba" />
    </Center>
  );
}

export function CandidateTabs({ tabs, active, onChange, record, customFields }: Props) {
  return (
    <Tabs value={active} onChange={(v) => v && onChange(v as TabKey)} keepMounted={false}>
      <ValidityTabList tabs={tabs} record={record} />
      {tabs.map((t) => (
        <Tabs.Panel key={t.key} value={t.key} pt="md">
          {/* a panel other than the registry's form loads with its tab (lazyPanels.ts) */}
          <Suspense fallback={<PanelLoading />}>
            <Panel tab={t} customFields={customFields} record={record} />
          </Suspense>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
