/**
 * 'Enviar para assinatura' (issue 33 §2): shown by the action bar when the domain's rule allows it
 * (status 8, ADMIN or MANAGER with ASSINATURA) and no kit was sent yet; a new version after a
 * refusal is sent from the kit panel.
 */
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendKit, useKitRefresh, useStaffKit } from '../api/kit';

export function SendKitButton({ id }: { id: number }) {
  const kit = useStaffKit(id, true);
  const refresh = useKitRefresh();
  const [sending, setSending] = useState(false);
  if (!kit.data || kit.data.ATUAL) return null;
  const send = async () => {
    setSending(true);
    try {
      notifySuccess((await sendKit(id)).message);
      await refresh();
    } catch (e) {
      notifyError('Não foi possível enviar os documentos.', isApiError(e) ? e.message : undefined);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="default"
      loading={sending}
      onClick={() =>
        modals.openConfirmModal({
          title: 'Enviar para assinatura',
          centered: true,
          children: (
            <Text size="sm">
              Os documentos do kit admissional serão gerados agora e o candidato receberá um e-mail para
              lê-los e assiná-los. Confirma?
            </Text>
          ),
          labels: { confirm: 'Enviar', cancel: 'Voltar' },
          onConfirm: () => void send(),
        })
      }
    >
      Enviar para assinatura
    </Button>
  );
}
