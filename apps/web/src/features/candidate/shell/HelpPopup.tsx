/**
 * The help popup of spec 2 §2.1: 5 s after the page is entered (again after each path
 * change) a small contact card shows whom to ask (the unit's HR e-mail) and who the candidate is, to
 * quote when asking.
 * It does not block the page and closes with Fechar. On a phone it is a card in the page's flow,
 * under the actions, so it never covers Próximo or Finalizar (nor a field).
 */
import { useEffect, useState } from 'react';
import { Affix, Anchor, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { fieldByName, formatFieldValue } from '@admissao/domain';
import { useSession } from '../../../lib/session';
import type { CandidateRecord } from '@admissao/domain';

export const HELP_DELAY_MS = 5000;

const MOBILE = fieldByName('CELULAR')!;

export function HelpPopup({ record }: { record: CandidateRecord }) {
  const { pathname } = useLocation();
  const { client } = useSession();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  useEffect(() => {
    setOpen(false);
    const timer = window.setTimeout(() => setOpen(true), HELP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  if (!open) return null;

  const phoneNumber = formatFieldValue(MOBILE, record.CELULAR || record.TELEFONE);
  const rows: [string, string][] = [
    ['Código', String(record.CODCANDIDATO).padStart(4, '0')],
    ['Nome', String(record.NOME ?? '')],
    ['Telefone', phoneNumber || 'Não informado'],
    ['E-mail', String(record.EMAIL ?? '')],
    ['Cliente', client?.NOMECLI ?? ''],
  ];
  const card = (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      w={phone ? undefined : 300}
      maw="calc(100vw - 32px)"
      role="dialog"
      aria-labelledby="help-popup-title"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} size="h5" id="help-popup-title">
          Precisa de ajuda?
        </Title>
        <CloseButton aria-label="Fechar ajuda" onClick={() => setOpen(false)} />
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
  return phone ? (
    card
  ) : (
    <Affix position={{ bottom: 48, left: 16 }} zIndex={150}>
      {card}
    </Affix>
  );
}
