/**
 * /admin/acessos: who read which candidate's data, when and what (decision 036), filtered by
 * candidate, user and period, exported as CSV — what an incident answer (LGPD art. 48) needs.
 * ADMIN, or MANAGER with LOG; the API refuses anyone else. The detail reads in words (document
 * type, image, print sections: DETALHE_TEXTO); the codes the API wrote stay in its tooltip and in
 * the CSV, for audits.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { DateInput } from '../../components/DateInput';
import { Link, useSearchParams } from 'react-router';
import { ACCESS_LOG_MAX_ROWS, formatDateTimeBR, parseDateInput, privacyApi } from '@admissao/domain';
import { padCode } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { downloadCsv } from './api/csv-download';
import { useAccessLog } from './api/get-access-log';

interface Filter {
  CODCANDIDATO?: number;
  CODUSUARIO?: number;
  DE?: string;
  ATE?: string;
}

const numberOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export function AccessLogPage() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<Filter>({ CODCANDIDATO: numberOf(params.get('candidato')) });
  const [filter, setFilter] = useState<Filter>(draft);
  const log = useAccessLog(filter);
  const exportCsv = () =>
    downloadCsv(privacyApi.accessLog, { ...filter }, 'registro-acessos.csv').catch((e: Error) =>
      notifyError(e.message),
    );
  const date = (key: 'DE' | 'ATE', label: string) => (
    <DateInput
      label={label}
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={(input) => parseDateInput(input)}
      value={draft[key] ?? null}
      onChange={(d) => setDraft({ ...draft, [key]: d ?? undefined })}
      clearable
      clearButtonProps={{ 'aria-label': `Limpar ${label.toLowerCase()}` }}
    />
  );
  const code = (key: 'CODCANDIDATO' | 'CODUSUARIO', label: string) => (
    <NumberInput
      label={label}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      value={draft[key] ?? ''}
      onChange={(v) => setDraft({ ...draft, [key]: typeof v === 'number' && v > 0 ? v : undefined })}
    />
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Registro de acessos
        </Title>
        <Button component={Link} to="/" variant="default">
          Voltar
        </Button>
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draft);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          {code('CODCANDIDATO', 'Código do candidato')}
          {code('CODUSUARIO', 'Código do usuário')}
          {date('DE', 'De')}
          {date('ATE', 'Até')}
        </SimpleGrid>
        <Group mt="sm" gap="xs">
          <Button type="submit">Filtrar</Button>
          <Button variant="default" onClick={exportCsv}>
            Exportar CSV
          </Button>
        </Group>
      </form>
      {log.isPending ? (
        <Center mih={200}>
          <Loader aria-label="Carregando o registro de acessos" />
        </Center>
      ) : log.isError ? (
        <Alert color="red">{log.error.message}</Alert>
      ) : log.data.length === 0 ? (
        <Text>Nenhum acesso no período.</Text>
      ) : (
        <>
          {log.data.length >= ACCESS_LOG_MAX_ROWS && (
            <Alert color="yellow">
              Mostrando os {ACCESS_LOG_MAX_ROWS} acessos mais recentes; refine o filtro.
            </Alert>
          )}
          <Table striped withTableBorder aria-label="Acessos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Usuário</Table.Th>
                <Table.Th>Candidato</Table.Th>
                <Table.Th>Ação</Table.Th>
                <Table.Th>Detalhe</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((r) => (
                <Table.Tr key={r.ID} data-acao={r.ACAO}>
                  <Table.Td>{formatDateTimeBR(r.DATA)}</Table.Td>
                  <Table.Td>{r.USUARIO ?? r.CODUSUARIO}</Table.Td>
                  <Table.Td>
                    {r.CODCANDIDATO
                      ? `${padCode(r.CODCANDIDATO)} - ${r.CANDIDATO ?? ''}`
                      : 'Vários (exportação)'}
                  </Table.Td>
                  <Table.Td>{r.DESCRICAO}</Table.Td>
                  <Table.Td>
                    <Detail words={r.DETALHE_TEXTO} raw={r.DETALHE} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

/** The detail in words; the raw codes on hover or focus (and as the accessible description). */
function Detail({ words, raw }: { words: string | null; raw: string | null }) {
  if (!raw) return null;
  if (!words || words === raw) return <>{raw}</>;
  return (
    <Tooltip label={`Registro: ${raw}`} withArrow>
      <Text span size="sm" tabIndex={0} data-raw={raw} style={{ textDecoration: 'underline dotted' }}>
        {words}
      </Text>
    </Tooltip>
  );
}
