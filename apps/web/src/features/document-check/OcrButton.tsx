/**
 * Validar (ADMIN only, spec 1 §6): OCR of the document's images on the server, showing which of
 * the document type's terms were found in the candidate's data and with what confidence.
 */
import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { IconScan } from '../../components/viewers/viewerIcons';
import { documentFilesApi, type OcrAnswer } from '@admissao/domain';
import { call } from '../../lib/call';

interface Props {
  candidateId: number;
  doc: { CODTIPODOC: number; DOCUMENTO: string; ARQUIVOS: number };
}

export function OcrButton({ candidateId, doc }: Props) {
  const [result, setResult] = useState<OcrAnswer | null>(null);
  const run = useMutation({
    mutationFn: () =>
      call(documentFilesApi.validationRun, {
        body: { CODCANDIDATO: candidateId, CODTIPODOC: doc.CODTIPODOC },
      }),
    onSuccess: setResult,
    onError: (e) => notifyError('Erro ao validar', isApiError(e) ? e.message : undefined),
  });
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconScan size={16} />}
        loading={run.isPending}
        disabled={doc.ARQUIVOS === 0}
        onClick={() => run.mutate()}
      >
        Validar
      </Button>
      <Modal
        opened={result !== null}
        onClose={() => setResult(null)}
        title={`Validação: ${doc.DOCUMENTO}`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {result ? (
          <Stack gap="sm">
            <Text size="sm">
              Confiança média do reconhecimento: <b>{result.CONFIANCA_MEDIA}%</b> · {result.IMAGENS.length}{' '}
              {result.IMAGENS.length === 1 ? 'imagem analisada' : 'imagens analisadas'}
            </Text>
            <Table striped withTableBorder aria-label="Termos procurados">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Termo</Table.Th>
                  <Table.Th>Valor no cadastro</Table.Th>
                  <Table.Th>Resultado</Table.Th>
                  <Table.Th>Confiança</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.RESULTADOS.map((r) => (
                  <Table.Tr key={r.NOME}>
                    <Table.Td>{r.NOME}</Table.Td>
                    <Table.Td>
                      {r.VALOR ?? (
                        <Text span c="gray.7">
                          Não informado
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={r.ENCONTRADO ? 'green.8' : 'red.8'} variant="filled">
                        {r.ENCONTRADO ? 'Encontrado' : 'Não encontrado'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{r.ENCONTRADO ? `${r.CONFIANCA}%` : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setResult(null)}>
                Fechar
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
