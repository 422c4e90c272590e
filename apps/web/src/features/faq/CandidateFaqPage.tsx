import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDateBR } from '@admissao/domain';
import { RichTextView } from '../../components/rich-text';
import { useDoubt } from './api/get-doubts';
import { FaqEntries } from './FaqEntries';

const back = (
  <Group>
    <Button component={Link} to="/dados" variant="default">
      Voltar
    </Button>
  </Group>
);

/** /duvidas: the FAQ of the candidate's client; Voltar goes to /dados (spec 1 §2). */
export function CandidateFaqPage() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Dúvidas frequentes
      </Title>
      <FaqEntries linked />
      {back}
    </Stack>
  );
}

/** /duvidas/{CODDUVIDA}: one FAQ entry. */
export function CandidateFaqItemPage() {
  const id = Number(useParams().id);
  const doubt = useDoubt(id);
  if (doubt.isPending && Number.isInteger(id) && id > 0)
    return (
      <Center mih="40vh">
        <Loader aria-label="Carregando dúvida" />
      </Center>
    );
  if (!doubt.data)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Dúvida não encontrada
        </Title>
        <Text>
          Esta dúvida não existe ou foi removida. <Link to="/duvidas">Ver todas as dúvidas</Link>
        </Text>
        {back}
      </Stack>
    );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {doubt.data.TITULO}
      </Title>
      <Text size="sm" c="dimmed">
        Atualizada em {formatDateBR(doubt.data.DATATUALIZACAO)}
      </Text>
      <RichTextView html={doubt.data.DESCRICAO} label={doubt.data.TITULO} />
      <Group>
        <Button component={Link} to="/dados" variant="default">
          Voltar
        </Button>
        <Button component={Link} to="/duvidas" variant="subtle">
          Todas as dúvidas
        </Button>
      </Group>
    </Stack>
  );
}
