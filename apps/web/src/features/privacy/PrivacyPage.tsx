/**
 * /privacidade (candidate): the candidate's rights under the LGPD — a copy of their data now
 * ('Baixar meus dados', decision 037).
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { DataExportButton } from './DataExportButton';

export function PrivacyPage() {
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
    </Stack>
  );
}
