/**
 * 'Alterar e-mail' (decision 052): the e-mail is the candidate's login, so a new one is asked for,
 * a code goes to it, and only the code given back here switches the login. Until then the old
 * address stays and signs in.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ZEmailChangeConfirm, ZEmailChangeRequest } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useRefreshRecord } from '../api/candidate-record';
import { confirmEmailChange, requestEmailChange } from '../api/change-email';

const problemOf = (e: unknown) => (isApiError(e) ? e.message : 'Não foi possível concluir. Tente novamente.');

export function EmailChangeDialog({ onClose }: { onClose: () => void }) {
  const refreshRecord = useRefreshRecord();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(problemOf(e));
    } finally {
      setBusy(false);
    }
  };

  const ask = () =>
    run(async () => {
      const parsed = ZEmailChangeRequest.safeParse({ EMAIL: email });
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
      const answer = await requestEmailChange(parsed.data);
      setSent(answer.message);
      setCode('');
    });

  const confirm = () =>
    run(async () => {
      const parsed = ZEmailChangeConfirm.safeParse({ CODIGO: code });
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
      const answer = await confirmEmailChange(parsed.data);
      notifySuccess(answer.message);
      await refreshRecord();
      onClose();
    });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      opened
      onClose={onClose}
      title="Alterar e-mail"
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void (sent ? confirm() : ask());
        }}
      >
        <Stack gap="md">
          {sent ? (
            <>
              <Text size="sm">{sent}</Text>
              <TextInput
                label="Código de confirmação"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
                error={error}
                data-autofocus
              />
              <Group justify="space-between">
                <Button variant="subtle" onClick={() => setSent(null)} disabled={busy}>
                  Usar outro e-mail
                </Button>
                <Button type="submit" loading={busy}>
                  Confirmar
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm">
                O e-mail é o seu acesso ao cadastro. Enviaremos um código ao novo endereço; o e-mail atual
                continua valendo até você informar o código.
              </Text>
              <TextInput
                label="Novo e-mail"
                type="email"
                autoComplete="email"
                maxLength={70}
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={error}
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} disabled={busy}>
                  Cancelar
                </Button>
                <Button type="submit" loading={busy}>
                  Enviar código
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
