/**
 * /admin/requisicoes: the client's LGPD requests by due date (decision 038); staff answer each
 * open one once (ADMIN, or MANAGER with LOG — the API refuses anyone else).
 */
import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PRIVACY_TEXT_MAX, type PrivacyRequest } from '@admissao/domain';
import { useAnswerRequest } from './api/answer-request';
import { privacyRequestsQuery } from './api/requests';
import { RequestList } from './RequestList';

export function RequestsPage() {
  const list = useQuery(privacyRequestsQuery());
  const [answering, setAnswering] = useState<PrivacyRequest | null>(null);
  const [text, setText] = useState('');
  const answer = useAnswerRequest(() => {
    setAnswering(null);
    setText('');
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Requisições do titular (LGPD)
        </Title>
        <Button component={Link} to="/" variant="default">
          Voltar
        </Button>
      </Group>
      <Text size="sm">Em ordem de prazo; o prazo de cada requisição é definido em Configurações.</Text>
      {list.isPending ? (
        <Center mih={200}>
          <Loader aria-label="Carregando as requisições" />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{list.error.message}</Alert>
      ) : (
        <RequestList
          rows={list.data}
          onAnswer={setAnswering}
          answerLabel={(r) => (
            <Button size="compact-sm" variant="light" onClick={() => setAnswering(r)}>
              Responder
            </Button>
          )}
        />
      )}
      <Modal opened={Boolean(answering)} onClose={() => setAnswering(null)} title="Responder à requisição">
        <Stack gap="sm">
          <Text size="sm">{answering?.TIPO_DESCRICAO}</Text>
          <Textarea
            label="Resposta"
            autosize
            minRows={4}
            maxLength={PRIVACY_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button
            onClick={() => answer.mutate({ id: answering!.ID, RESPOSTA: text })}
            disabled={!text.trim()}
            loading={answer.isPending}
          >
            Enviar resposta
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
