/**
 * Status 11 or 12 (spec 2 §2.1): the candidate's reply to the reviewers' observation (≤ 200
 * characters), which moves the status to 10 (POST /candidate/data/change). Shown inside the
 * status notice (StatusNotice.tsx).
 */
import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useRefreshRecord } from '../api/candidate-record';
import { sendReply } from '../api/send-reply';

export const REPLY_MAX = 200;

export function ReplyForm({ codcandidato }: { codcandidato: number }) {
  const { user } = useSession();
  const refreshRecord = useRefreshRecord();
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      await sendReply(codcandidato, user?.CODUSUARIO, reply.trim());
      notifySuccess('Resposta enviada');
      setReply('');
      await refreshRecord();
    } catch (e) {
      notifyError('Erro ao enviar a resposta', isApiError(e) ? e.message : undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Textarea
        label="Sua resposta"
        maxLength={REPLY_MAX}
        autosize
        minRows={2}
        description={`${reply.length}/${REPLY_MAX} caracteres`}
        value={reply}
        onChange={(e) => setReply(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button loading={sending} disabled={!reply.trim()} onClick={() => void send()}>
          Enviar resposta
        </Button>
      </Group>
    </>
  );
}
