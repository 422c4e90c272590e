/**
 * Said when a decision leaves nothing with a file to check (issue 30 item 4): every document
 * checked — the next step is the header's Finalizar (or why it is still off; no second button of
 * the same name) —, or only required documents never sent are left, which HR approves with an
 * observation (handed in) or refuses (the candidate is asked for them).
 */
import { Alert, Text } from '@mantine/core';
import { documentsAwaitingCheck, type DocumentRow } from '@admissao/domain';

interface Props {
  docs: DocumentRow[];
  finalize: { enabled: boolean; reason: string };
  onClose: () => void;
}

export function AllCheckedNotice({ docs, finalize, onClose }: Props) {
  const unsent = documentsAwaitingCheck(docs).map((d) => d.DOCUMENTO);
  return (
    <Alert
      color="green.9"
      variant="light"
      role="status"
      title={
        unsent.length
          ? 'Todos os documentos enviados foram conferidos'
          : 'Todos os documentos foram conferidos'
      }
      withCloseButton
      closeButtonLabel="Fechar aviso"
      onClose={onClose}
      p="xs"
    >
      <Text size="sm">
        {unsent.length
          ? `Sem arquivo: ${unsent.join(', ')}. Aprove com observações se foi entregue ao RH, ou recuse para pedir ao candidato.`
          : finalize.enabled
            ? 'Próximo passo: clique em Finalizar, no alto da tela.'
            : `Próximo passo: Finalizar, no alto da tela. ${finalize.reason}`}
      </Text>
    </Alert>
  );
}
