/**
 * 'Anonimizar agora' (decision 039): an ADMIN erases a cancelled candidate's personal data and
 * files without waiting for the retention period — or a finalized one's, when the client turned
 * the finalized retention on. Asks first: it cannot be undone.
 */
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { mayAnonymise } from '@admissao/domain';
import { anonymizeCandidate } from './api/anonymize-candidate';
import { isApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useClientSettings } from '../../lib/queries/client-settings';

interface Props {
  codcandidato: number;
  status: number;
  /** the record's ANONIMIZADO_EM: once erased, there is nothing left to erase */
  anonymisedAt: string | null | undefined;
  /** after the candidate was anonymised (reload the view) */
  onDone: () => unknown;
}

export function AnonymizeButton({ codcandidato, status, anonymisedAt, onDone }: Props) {
  const settings = useClientSettings();
  const [busy, setBusy] = useState(false);
  if (!mayAnonymise(status, settings.data ?? {}) || anonymisedAt) return null;
  const run = async () => {
    setBusy(true);
    try {
      const answer = await anonymizeCandidate(codcandidato);
      notifySuccess(answer.message);
      await onDone();
    } catch (e) {
      notifyError('Erro ao anonimizar', isApiError(e) ? e.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Anonimizar agora',
      centered: true,
      children: (
        <Text size="sm">
          O nome, os documentos, os contatos, os dependentes e todos os arquivos enviados deste candidato
          serão apagados definitivamente. Ficam apenas cliente, unidade, situação e datas. Esta ação não pode
          ser desfeita. Confirma?
        </Text>
      ),
      labels: { confirm: 'Anonimizar', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(),
    });
  return (
    <Button size="sm" variant="default" color="red" loading={busy} onClick={confirm}>
      Anonimizar agora
    </Button>
  );
}
