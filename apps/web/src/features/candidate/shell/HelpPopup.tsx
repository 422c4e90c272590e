/**
 * The help popup of spec 2 §2.1: 5 s after the page is entered (again after each path
 * change) a small contact card shows whom to ask (the unit's HR e-mail) and who the candidate is, to
 * quote when asking. It does not block the page, closes with Fechar, and never covers a field:
 * - on a wide screen (75em and more: a 1366 px laptop) it stands in a column of its own beside the
 *   form, kept in view while the page scrolls; the column is kept from the start (the form does
 *   not move when the card shows) and goes when the card is closed;
 * - narrower (a phone, a tablet) it is a card in the page's flow, under the actions, so it never
 *   covers Próximo or Finalizar either.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Box, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { fieldByName, formatFieldValue } from '@admissao/domain';
import { useSession } from '../../../lib/session';
import type { CandidateRecord } from '@admissao/domain';

export const HELP_DELAY_MS = 5000;
/** width of the card, and of its column on a wide screen */
const HELP_WIDTH = 300;

const MOBILE = fieldByName('CELULAR')!;

function HelpCard({ record, onClose }: { record: CandidateRecord; onClose: () => void }) {
  const { client } = useSession();
  const phoneNumber = formatFieldValue(MOBILE, record.CELULAR || record.TELEFONE);
  const rows: [string, string][] = [
    ['Código', String(record.CODCANDIDATO).padStart(4, '0')],
    ['Nome', String(record.NOME ?? '')],
    ['Telefone', phoneNumber || 'Não informado'],
    ['E-mail', String(record.EMAIL ?? '')],
    ['Cliente', client?.NOMECLI ?? ''],
  ];
  return (
    // a region of the page, not a dialog: it sits in the page's flow, takes no focus and covers nothing
    <Paper component="section" withBorder shadow="md" p="sm" radius="md" aria-labelledby="help-popup-title">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} size="h5" id="help-popup-title">
          Precisa de ajuda?
        </Title>
        <CloseButton aria-label="Fechar ajuda" onClick={onClose} />
      </Group>
      {record.CONTATO_RH ? (
        <Text size="sm" mb={6} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            RH ({record.CONTATO_RH.UNIDADE}):
          </Text>{' '}
          <Anchor href={`mailto:${record.CONTATO_RH.EMAIL}`} size="sm">
            {record.CONTATO_RH.EMAIL}
          </Anchor>
        </Text>
      ) : null}
      <Text size="xs" c="gray.7" mb={6}>
        Fale com o RH da empresa informando os seus dados:
      </Text>
      <Stack gap={2}>
        {rows.map(([label, value]) => (
          <Text key={label} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {label}:
            </Text>{' '}
            {value}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The page's content (`children`) with the help card placed beside it or under it. */
export function WithHelpPopup({ record, children }: { record: CandidateRecord; children: ReactNode }) {
  const { pathname } = useLocation();
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>('waiting');
  // read at the first render (no server rendering here): the layout is right from the start
  const wide = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  useEffect(() => {
    setState('waiting');
    const timer = window.setTimeout(() => setState('open'), HELP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  const card = state === 'open' ? <HelpCard record={record} onClose={() => setState('closed')} /> : null;

  // The form keeps one place in the tree at every width: switching the layout (the first measure,
  // a rotated tablet) never remounts it — a remount re-rendered the whole form and cancelled and
  // re-sent its lookups on every wide-screen visit of /dados (issue 15 §6).
  return (
    <Box
      style={{
        display: 'flex',
        flexDirection: wide ? 'row' : 'column',
        alignItems: wide ? 'flex-start' : 'stretch',
        gap: 'var(--mantine-spacing-md)',
      }}
    >
      <Box style={wide ? { flex: 1, minWidth: 0 } : undefined}>{children}</Box>
      {!wide ? (
        card
      ) : state === 'closed' ? null : (
        // a plain column, not a landmark: <main> holds it (an <aside> inside <main> is not top-level)
        <Box
          w={HELP_WIDTH}
          style={{
            flexShrink: 0,
            position: 'sticky',
            top: 'calc(var(--app-shell-header-offset, 64px) + var(--mantine-spacing-md))',
          }}
        >
          {card}
        </Box>
      )}
    </Box>
  );
}
