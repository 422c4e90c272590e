/**
 * /dados — the candidate data page (spec 2 §2.1): heading, status badge, the tabs generated
 * from the field registry with autosave, Próximo / Finalizar / Dúvidas, the fill status, the
 * reopened-data warning, the help popup and the (hidden) terms dialog.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { nextTab, visibleTabs, type TabKey } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { useSession } from '../../lib/session';
import { KEYS, readText, writeText } from '../../lib/storage';
import type { CustomField } from '@admissao/domain';
import { AutosaveProvider, useQueueSnapshot } from './autosave/AutosaveProvider';
import { LeaveGuard } from './autosave/LeaveGuard';
import { CandidateTabs } from './CandidateTabs';
import { preloadPanels } from './lazyPanels';
import classes from './DadosPage.module.css';
import { CandidatePageProvider, useCandidatePage } from './PageContext';
import { useClientSettings } from '../../lib/queries/client-settings';
import { useCandidateRecord } from '../../lib/queries/candidate-record';
import { useCandidateCustomFields } from './api/get-custom-fields';
import { useForcedValues } from './sections/useForcedValues';
import { FillStatus } from './shell/FillStatus';
import { WithHelpPopup } from './shell/HelpPopup';
import { PageActions } from './shell/PageActions';
import { ReopenedNotice } from './shell/ReopenedNotice';
import { useFinalize } from './shell/useFinalize';
import { COLORS } from './colors';

// the terms dialog asks only when a new version was published: it loads after the page (issue 15 §4)
const TermsDialog = lazy(() => import('./shell/TermsDialog').then((m) => ({ default: m.TermsDialog })));

export function DadosPage() {
  const { candidate } = useSession();
  if (!candidate)
    return (
      <Alert color="red" title="Candidato não identificado">
        Entre novamente para preencher os seus dados.
      </Alert>
    );
  return (
    <AutosaveProvider codcandidato={candidate.CODCANDIDATO}>
      <CandidateData id={candidate.CODCANDIDATO} fallbackName={candidate.NOME} />
    </AutosaveProvider>
  );
}

function CandidateData({ id, fallbackName }: { id: number; fallbackName: string }) {
  const record = useCandidateRecord(id);
  const settings = useClientSettings();
  const custom = useCandidateCustomFields();
  const name = String(record.data?.NOME ?? fallbackName);
  const error = record.error ?? settings.error;
  const loading = record.isPending || settings.isPending || custom.isPending;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          Dados: {name}
        </Title>
        <Group gap="sm">
          {record.isFetching && !record.isPending ? (
            <Group gap={6} aria-live="polite">
              <Loader size={14} aria-hidden />
              <Text size="xs" c="gray.7">
                Atualizando
              </Text>
            </Group>
          ) : null}
          <UnsavedBadge />
          {record.data ? <ColorBadge color={record.data.CORSTATUS} label={record.data.DESSTATUS} /> : null}
        </Group>
      </Group>
      {error && !record.data ? (
        <Alert color="red" title="Erro ao buscar dados">
          <Text size="sm" mb="sm">
            Não foi possível carregar os seus dados. Verifique a conexão e tente novamente.
          </Text>
          <Button variant="default" onClick={() => void Promise.all([record.refetch(), settings.refetch()])}>
            Tentar novamente
          </Button>
        </Alert>
      ) : loading || !record.data || !settings.data ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>Carregando dados...</Text>
          </Group>
        </Center>
      ) : (
        <CandidatePageProvider record={record.data} settings={settings.data}>
          <PageBody customFields={custom.data ?? []} refreshing={record.isFetching} />
        </CandidatePageProvider>
      )}
    </Stack>
  );
}

/** A visible count of edits not saved yet while the queue is retrying. */
function UnsavedBadge() {
  const { pendingCount, stalled } = useQueueSnapshot();
  if (!stalled || pendingCount === 0) return null;
  return (
    <Text size="xs" fw={700} c={COLORS.warning} role="status">
      {pendingCount === 1 ? '1 alteração não salva' : `${pendingCount} alterações não salvas`} — tentando
      novamente
    </Text>
  );
}

function initialTab(keys: TabKey[]): TabKey {
  const stored = readText(KEYS.lastTab) as TabKey | null;
  return stored && keys.includes(stored) ? stored : keys[0]!;
}

function PageBody({ customFields, refreshing }: { customFields: CustomField[]; refreshing: boolean }) {
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
  const { finalize, finalizing } = useFinalize(record.CODCANDIDATO);
  useForcedValues();
  useEffect(() => {
    // the other tabs' code arrives in the background once the page is shown (lazyPanels.ts)
    const timer = window.setTimeout(preloadPanels, 1000);
    return () => window.clearTimeout(timer);
  }, []);

  const select = (tab: TabKey) => {
    setActive(tab);
    writeText(KEYS.lastTab, tab);
  };
  return (
    <WithHelpPopup record={record}>
      <Stack gap="md" className={editable ? undefined : classes.locked}>
        {editable ? null : (
          <Alert
            color="blue"
            variant="light"
            title="Dados aguardando validação"
            styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
          >
            Seus dados foram enviados e aguardam a conferência. Não é possível alterá-los neste momento.
          </Alert>
        )}
        <ReopenedNotice record={record} />
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
