/**
 * /privacidade (candidate): the candidate's rights under the LGPD — a copy of their data now
 * ('Baixar meus dados', decision 037) and requests to the company (art. 18, decision 038).
 */
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { privacyRequestsQuery } from './api/requests';
import { DataExportButton } from './DataExportButton';
import { RequestForm } from './RequestForm';
import { RequestList } from './RequestList';

export function PrivacyPage() {
  const requests = useQuery(privacyRequestsQuery());
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        Privacidade
      </Title>
      <Paper withBorder p="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            Seus dados
          </Title>
          <Text size="sm">
            Baixe uma cópia de tudo o que o cadastro guarda sobre você: os dados preenchidos, os dependentes,
            as pessoas autorizadas, os documentos enviados, os aceites dos termos e o histórico da sua
            admissão (Lei Geral de Proteção de Dados, arts. 18 e 19). O arquivo ZIP traz um LEIA-ME explicando
            o conteúdo.
          </Text>
          <DataExportButton />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Requisições à empresa
          </Title>
          <Text size="sm">
            Peça confirmação, correção, anonimização, portabilidade ou outras providências sobre os seus
            dados. A empresa responde dentro do prazo mostrado.
          </Text>
          <RequestForm />
          {requests.isPending ? (
            <Loader aria-label="Carregando as requisições" />
          ) : requests.isError ? (
            <Alert color="red">{requests.error.message}</Alert>
          ) : (
            <RequestList rows={requests.data} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
