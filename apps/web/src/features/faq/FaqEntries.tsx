import { Accordion, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateBR, type Doubt } from '@admissao/domain';
import { RichTextView } from '../../components/rich-text';
import { useDoubts } from './api/get-doubts';

function Answer({ doubt, linked }: { doubt: Doubt; linked: boolean }) {
  return (
    <Stack gap="xs">
      <RichTextView html={doubt.DESCRICAO} />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Atualizada em {formatDateBR(doubt.DATATUALIZACAO)}
        </Text>
        {linked ? (
          <Anchor component={Link} to={`/duvidas/${doubt.CODDUVIDA}`} size="sm">
            Abrir esta dúvida
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

/**
 * The client's FAQ as an accordion: the candidate's Dúvidas dialog and the /duvidas page.
 * `linked` adds a link to each entry's own page.
 */
export function FaqEntries({ linked = false }: { linked?: boolean }) {
  const doubts = useDoubts();
  if (doubts.isPending)
    return (
      <Center p="md">
        <Loader aria-label="Carregando dúvidas" />
      </Center>
    );
  if (doubts.isError) return <Text size="sm">Não foi possível carregar as dúvidas.</Text>;
  if (!doubts.data.length) return <Text size="sm">Nenhuma dúvida cadastrada.</Text>;
  return (
    <Accordion variant="separated" aria-label="Dúvidas frequentes">
      {doubts.data.map((d) => (
        <Accordion.Item key={d.CODDUVIDA} value={String(d.CODDUVIDA)}>
          <Accordion.Control>
            <Text fw={500}>{d.TITULO}</Text>
            {d.RESUMO ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {d.RESUMO}
              </Text>
            ) : null}
          </Accordion.Control>
          <Accordion.Panel>
            <Answer doubt={d} linked={linked} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
