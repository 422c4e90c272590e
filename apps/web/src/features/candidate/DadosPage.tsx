/**
 * /dados — the candidate data page (spec 2 §2.1): heading, status badge and the autosave's state
 * ('Salvo às …'), then the body (PageBody.tsx): the status message, the progress, the tabs
 * generated from the field registry with autosave, Próximo / Finalizar / Dúvidas, the fill status,
 * the help popup and the (hidden) terms dialog.
 */
import { Suspense, useEffect } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ColorBadge } from '../../components/ColorBadge';
import { useSession } from '../../lib/session';
import { AutosaveProvider } from './autosave/AutosaveProvider';
import { SaveStatus } from './autosave/SaveStatus';
import classes from './DadosPage.module.css';
import { CandidatePageProvider } from './PageContext';
import { useClientSettings } from '../../lib/queries/client-settings';
import { useCandidateRecord } from '../../lib/queries/candidate-record';
import { useCandidateCustomFields } from './api/get-custom-fields';
import { lazyNamed } from '../../lib/deferred';
import { LoadingText } from '../../components/LoadingText';

// the body (tabs, fields, actions) is fetched as soon as the page shows, beside the record's read:
// it cannot render before the record anyway (PageBody.tsx)
const loadBody = () => import('./PageBody');
const PageBody = lazyNamed(loadBody, 'PageBody');

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

function LoadingData() {
  return <LoadingText>Carregando dados...</LoadingText>;
}

function CandidateData({ id, fallbackName }: { id: number; fallbackName: string }) {
  useEffect(() => void loadBody(), []);
  const record = useCandidateRecord(id);
  const settings = useClientSettings();
  const custom = useCandidateCustomFields();
  const name = String(record.data?.NOME ?? fallbackName);
  const error = record.error ?? settings.error;
  const loading = record.isPending || settings.isPending || custom.isPending;
  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2" className={classes.title}>
          Dados: {name}
        </Title>
        <Group gap="xs">
          {record.isFetching && !record.isPending ? (
            <Group gap={6} aria-live="polite">
              <Loader size={14} aria-hidden />
              <Text size="xs" c="gray.7">
                Atualizando
              </Text>
            </Group>
          ) : null}
          {record.data ? <ColorBadge color={record.data.CORSTATUS} label={record.data.DESSTATUS} /> : null}
          <SaveStatus />
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
        <LoadingData />
      ) : (
        <CandidatePageProvider record={record.data} settings={settings.data}>
          <Suspense fallback={<LoadingData />}>
            <PageBody customFields={custom.data ?? []} refreshing={record.isFetching} />
          </Suspense>
        </CandidatePageProvider>
      )}
    </Stack>
  );
}
