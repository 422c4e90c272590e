/**
 * 'Registro das operações de tratamento' (LGPD art. 37, decision 035): what this client collects
 * about candidates, why (legal basis) and which data are sensitive, read from the field registry.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { notifyError } from '../../lib/notify';
import { formatDateTimeBR, privacyApi } from '@admissao/domain';
import { downloadCsv } from './api/csv-download';
import { useProcessingRecord } from './api/get-processing-record';

export function ProcessingRecordTab() {
  const record = useProcessingRecord();
  const [onlyCollected, setOnlyCollected] = useState(true);
  if (record.isPending)
    return (
      <Center mih={200}>
        <Loader aria-label="Carregando o registro" />
      </Center>
    );
  if (record.isError) return <Alert color="red">{record.error.message}</Alert>;
  const rows = record.data.CAMPOS.filter((c) => !onlyCollected || c.COLETADO);
  const exportCsv = () =>
    downloadCsv(privacyApi.processingRecord, {}, 'registro-tratamento.csv').catch((e: Error) =>
      notifyError(e.message),
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        Controlador: <strong>{record.data.CLIENTE}</strong>. Cada dado pessoal que o cadastro pode coletar,
        com sua categoria, se é dado sensível (LGPD art. 5º, II) e a base legal do tratamento. Gerado em{' '}
        {formatDateTimeBR(record.data.GERADO_EM)}.
      </Text>
      <Group justify="space-between">
        <Switch
          label="Somente os dados coletados por este cliente"
          checked={onlyCollected}
          onChange={(e) => setOnlyCollected(e.currentTarget.checked)}
        />
        <Button variant="default" onClick={exportCsv}>
          Exportar CSV
        </Button>
      </Group>
      <Table striped withTableBorder aria-label="Registro das operações de tratamento">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Seção</Table.Th>
            <Table.Th>Dado</Table.Th>
            <Table.Th>Categoria</Table.Th>
            <Table.Th>Sensível</Table.Th>
            <Table.Th>Base legal</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={`${c.SECAO}.${c.CAMPO}`} data-field={c.CAMPO}>
              <Table.Td>{c.SECAO}</Table.Td>
              <Table.Td>{c.ROTULO}</Table.Td>
              <Table.Td>{c.CATEGORIA}</Table.Td>
              <Table.Td>{c.SENSIVEL ? <Badge color="red.9">Sensível</Badge> : 'Não'}</Table.Td>
              <Table.Td>
                {c.BASE_LEGAL}{' '}
                <Text span size="xs" c="gray.7">
                  ({c.ARTIGO})
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
