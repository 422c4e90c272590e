/**
 * The documents of one kit in the staff panel (issue 33 §5, decision 074): each with its state —
 * signed and sealed (when, the verification code, with or without a timestamp), the seal waiting
 * for a retry (the job's last fault and the time of the next try, decision 071), refused, or the
 * original still being signed — and its download (the sealed PDF once sealed).
 */
import { Button, Stack, Table, Text } from '@mantine/core';
import { formatDateTimeBR, type KitStaffDocumentView, type KitStaffView } from '@admissao/domain';
import { notifyError } from '../../../lib/notify';
import { downloadKitDocument } from '../api/kit';

// the job's sentences end by saying it retries; the panel says when, so that part is not repeated
const faultText = (erro: string) =>
  erro.replace(/;?\s*nova tentativa automática\.?$/i, '').replace(/\.$/, '');
const timeOf = (iso: string) => formatDateTimeBR(iso).slice(-5);

function Situation({ doc, kit }: { doc: KitStaffDocumentView; kit: KitStaffView }) {
  if (doc.ASSINADO)
    return (
      <Stack gap={2}>
        <Text size="sm">Assinado e selado em {formatDateTimeBR(doc.SELADO_EM)}</Text>
        {doc.CODIGO ? (
          <Text size="sm">
            Código de verificação:{' '}
            <Text span ff="monospace" fw={600}>
              {doc.CODIGO}
            </Text>
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {doc.CARIMBO_TEMPO ? 'Com carimbo do tempo' : 'Sem carimbo do tempo'}
        </Text>
      </Stack>
    );
  if (doc.RECUSA) return <Text size="sm">Recusado</Text>;
  if (kit.STATUS === 'SELANDO') {
    const { ERRO, PROXIMA_TENTATIVA } = doc.SELAGEM;
    if (ERRO && PROXIMA_TENTATIVA)
      return (
        <Text size="sm" c="orange.9">
          Selagem adiada: {faultText(ERRO)}. Nova tentativa às {timeOf(PROXIMA_TENTATIVA)}.
        </Text>
      );
    // a fault the job does not retry (the original changed): a person must look
    if (ERRO)
      return (
        <Text size="sm" c="red.9">
          Selagem interrompida: {ERRO}
        </Text>
      );
    return <Text size="sm">Selando</Text>;
  }
  return <Text size="sm">Original</Text>;
}

export function KitDocumentsTable({ id, kit, label }: { id: number; kit: KitStaffView; label: string }) {
  return (
    <Table aria-label={label} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Documento</Table.Th>
          <Table.Th>Páginas</Table.Th>
          <Table.Th>Situação</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {kit.DOCUMENTOS.map((d) => (
          <Table.Tr key={d.ID}>
            <Table.Td>{d.NOME}</Table.Td>
            <Table.Td>{d.PAGINAS}</Table.Td>
            <Table.Td>
              <Situation doc={d} kit={kit} />
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="default"
                aria-label={`Baixar ${d.NOME} (versão ${kit.VERSAO})`}
                onClick={() =>
                  void downloadKitDocument(id, d.ID, d.NOME).catch(() =>
                    notifyError('Não foi possível baixar o documento.'),
                  )
                }
              >
                Baixar
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
