/**
 * The one message of the candidate's status (issue 30 §3): title, text and what comes next, read
 * from the map in packages/domain (status-messages.ts), so the badge and the page never disagree.
 * Correcting (6, 11–14): what to fix, the reviewers' observation and, for 11 and 12, the reply.
 * Waiting (4, 5, 7, 10) and ended (8, 9): the page leads with the message and its next steps — the
 * screen Finalizar lands on, and the same after a reload. Filling (1–3): nothing here; the progress
 * line says where the candidate is. Loaded beside the page's body (DadosPage.tsx). Ended: the kit's
 * 'Assinar documentos' step follows when a kit was sent (issue 33).
 */
import { Suspense, useEffect, useRef } from 'react';
import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { candidateStatusMessage, type CandidateRecord } from '@admissao/domain';
import { IconCircleCheck, IconInfo } from '../../../components/icons';
import { ReplyForm } from './ReplyForm';
import { lazyNamed } from '../../../lib/deferred';

// issue 33: the admission kit's signing step, under the message once the process ended (status 8);
// its code loads only then
const KitSignStep = lazyNamed(() => import('../kit/KitSignStep'), 'KitSignStep');

const TITLE_STYLE = { title: { color: 'var(--mantine-color-dark-8)' } };

interface Props {
  record: CandidateRecord;
  /** just finalized: the message takes the focus, so the candidate (and a screen reader) lands on it */
  focus?: boolean;
}

export function StatusNotice({ record, focus }: Props) {
  const message = candidateStatusMessage(record.CODSTATUS, { DATINICIO: record.DATINICIO });
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focus || !ref.current) return;
    // the notice leads the page: the top of the page, not under the fixed header
    window.scrollTo({ top: 0 });
    ref.current.focus({ preventScroll: true });
  }, [focus, record.CODSTATUS]);

  if (message.phase === 'filling') return null;
  if (message.phase === 'correcting')
    return (
      <Alert color="orange" variant="light" title={message.title} styles={TITLE_STYLE}>
        <Stack gap="sm">
          <Text size="sm">{message.text}</Text>
          {message.observation && record.OBSSTATUS ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              <Text span fw={600}>
                Observação:
              </Text>{' '}
              {record.OBSSTATUS}
            </Text>
          ) : null}
          {message.reply ? <ReplyForm codcandidato={record.CODCANDIDATO} /> : null}
        </Stack>
      </Alert>
    );

  const color = message.tone;
  return (
    <>
      <Paper
        component="section"
        ref={ref}
        tabIndex={-1}
        aria-labelledby="status-notice-title"
        data-status-notice={record.CODSTATUS}
        withBorder
        radius="md"
        p="md"
        bg={`var(--mantine-color-${color}-0)`}
        style={{ borderLeft: `4px solid var(--mantine-color-${color}-7)`, outline: 'none' }}
      >
        <Stack gap="xs">
          <Title
            id="status-notice-title"
            order={2}
            size="h4"
            c="dark.8"
            style={{ display: 'flex', gap: 8, alignItems: 'center' }}
          >
            {color === 'green' ? <IconCircleCheck size={22} /> : <IconInfo size={22} />}
            {message.title}
          </Title>
          <Text size="sm">{message.text}</Text>
          <Text size="sm" fw={600} mt={4}>
            Próximos passos
          </Text>
          <List type="ordered" size="sm" spacing={4} withPadding>
            {message.next.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      {message.phase === 'ended' ? (
        <Suspense fallback={null}>
          <KitSignStep />
        </Suspense>
      ) : null}
    </>
  );
}
