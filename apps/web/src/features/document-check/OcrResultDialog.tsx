/** The OCR validation's result (OcrButton): which of the type's terms were found, with confidence. */
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { OcrAnswer } from '@admissao/domain';

interface Props {
  documento: string;
  result: OcrAnswer;
  onClose: () => void;
}

export function OcrResultDialog({ documento, result, onClose }: Props) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Validação: ${documento}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
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
          <Button variant="default" onClick={onClose}>
            Fechar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
