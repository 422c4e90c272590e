/**
 * The body of /dados once the record is loaded: the one message of the status (StatusNotice.tsx —
 * a waiting or ended status leads with it, the data below read-only), the progress line, the tabs
 * generated from the field registry with autosave, Próximo / Finalizar / Dúvidas, the fill status,
 * the help popup and the (hidden) terms dialog. DadosPage loads this module while the record is being read, so the
 * heading paints without waiting for the form's code, and code and data arrive side by side (issue
 * 15 §6).
 */
import { Suspense, useState } from 'react';
import { Stack } from '@mantine/core';
import { candidatePhase, nextTab, visibleTabs, type CustomField, type TabKey } from '@admissao/domain';
import { lazyNamed, usePreloadSoon } from '../../lib/deferred';
import { KEYS, readText, writeText } from '../../lib/storage';
import { useQueueSnapshot } from './autosave/AutosaveProvider';
import { LeaveGuard } from './autosave/LeaveGuard';
import { CandidateTabs } from './CandidateTabs';
import classes from './DadosPage.module.css';
import { preloadPanels, StatusNotice } from './lazyPanels';
import { useCandidatePage } from './PageContext';
import { useForcedValues } from './sections/useForcedValues';
import { FillStatus, ProgressLine } from './shell/FillStatus';
import { WithHelpPopup } from './shell/HelpPopup';
import { PageActions } from './shell/PageActions';
import { useFinalize } from './shell/useFinalize';

// the terms dialog asks only when a new version was published: it loads after the page (issue 15 §4)
const TermsDialog = lazyNamed(() => import('./shell/TermsDialog'), 'TermsDialog');
// the status message is fetched as soon as this module arrives, so it shows with the tabs
StatusNotice.preload();

function initialTab(keys: TabKey[]): TabKey {
  const stored = readText(KEYS.lastTab) as TabKey | null;
  return stored && keys.includes(stored) ? stored : keys[0]!;
}

export function PageBody({ customFields, refreshing }: { customFields: CustomField[]; refreshing: boolean }) {
  const { record, settings, editable } = useCandidatePage();
  const { pendingCount } = useQueueSnapshot();
  const tabs = visibleTabs({
    settings: settings,
    values: record,
    tenant: { CODADM: record.CODADM, CODCLI: record.CODCLI },
    customFieldCount: customFields.length,
    audience: 'candidate',
  });
  const [active, setActive] = useState<TabKey>(() => initialTab(tabs.map((t) => t.key)));
  const current = tabs.some((t) => t.key === active) ? active : tabs[0]!.key;
  const { finalize, finalizing, sent } = useFinalize(record.CODCANDIDATO);
  // the phase only (the status notice loads the message itself): an ended process has no Finalizar
  const phase = candidatePhase(record.CODSTATUS);
  useForcedValues();
  // the other tabs' code arrives in the background once the page is shown (lazyPanels.ts)
  usePreloadSoon(preloadPanels);

  const select = (tab: TabKey) => {
    setActive(tab);
    writeText(KEYS.lastTab, tab);
  };
  return (
    <WithHelpPopup record={record}>
      <Stack gap="md" className={editable ? undefined : classes.locked}>
        <Suspense fallback={null}>
          <StatusNotice record={record} focus={sent} />
        </Suspense>
        {editable ? <ProgressLine tabs={tabs} record={record} /> : null}
        <CandidateTabs
          tabs={tabs}
          active={current}
          onChange={select}
          record={record}
          customFields={customFields}
        />
        <PageActions
          onNext={() => {
            select(nextTab(tabs, current));
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          onFinalize={() => void finalize()}
          finalizing={finalizing}
          editable={editable}
          ended={phase === 'ended'}
          valid={record.ISVALID_FINALIZACAO === true}
          refreshing={refreshing}
          saving={pendingCount > 0}
        />
        <FillStatus tabs={tabs} record={record} />
        <Suspense fallback={null}>
          <TermsDialog record={record} />
        </Suspense>
        <LeaveGuard />
      </Stack>
    </WithHelpPopup>
  );
}
