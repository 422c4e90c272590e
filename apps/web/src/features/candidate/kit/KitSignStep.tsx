/**
 * 'Assinar documentos' on /dados (issue 33 §2, decision 072): when the kit waits for the candidate
 * (or, for a minor, the legal guardian on this same device), each document is read in the
 * product's PDF viewer, ticked 'Li e concordo', and signed with a one-time code sent to the
 * signer's e-mail; or one document is refused with a reason. Phone first: one column, full-width
 * buttons, the viewer in a full-screen dialog. Otherwise what became of the kit (KitOutcome.tsx:
 * the signed documents, the sealing, the refusal).
 */
import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { KitDocumentView } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { requestKitCode, signMyKit, useMyKit, useMyKitRefresh } from '../api/kit';
import { KitOutcome } from './KitOutcome';
import { KitReader } from './KitReader';
import { RefuseKitDialog } from './RefuseKitDialog';

export function KitSignStep() {
  const mine = useMyKit();
  const refresh = useMyKitRefresh();
  const [reading, setReading] = useState<KitDocumentView | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'code' | 'sign' | null>(null);
  const [refusing, setRefusing] = useState(false);
  const kit = mine.data?.KIT;
  const etapa = mine.data?.ETAPA;
  if (!kit) return null;
  // not this device's turn: signed, being sealed, refused or waiting for the company (KitOutcome.tsx)
  if (!etapa) return <KitOutcome kit={kit} />;

  const all = kit.DOCUMENTOS.every((d) => ticked.has(d.ID));
  const toggle = (id: number, on: boolean) =>
    setTicked((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const ask = async () => {
    setBusy('code');
    try {
      setCodeSent((await requestKitCode({ PAPEL: etapa })).message);
    } catch (e) {
      notifyError('Não foi possível enviar o código.', isApiError(e) ? e.message : undefined);
    } finally {
      setBusy(null);
    }
  };
  const sign = async () => {
    setBusy('sign');
    try {
      notifySuccess(
        (await signMyKit({ PAPEL: etapa, CODIGO: code.trim(), DOCUMENTOS: [...ticked] })).message,
      );
      setTicked(new Set());
      setCode('');
      setCodeSent(null);
      await refresh();
    } catch (e) {
      notifyError('Não foi possível assinar.', isApiError(e) ? e.message : undefined);
    } finally {
      setBusy(null);
    }
  };
  const guardian = etapa === 'RESPONSAVEL';
  return (
    <Card withBorder padding="md" aria-labelledby="kit-sign-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="kit-sign-title">
          Assinar documentos
        </Title>
        {guardian ? (
          <Alert color="yellow" variant="light" title="Assinatura do responsável legal">
            Agora é a vez de {mine.data?.RESPONSAVEL ?? 'o responsável legal'}: o código será enviado ao
            e-mail do responsável, que assina neste mesmo aparelho.
          </Alert>
        ) : (
          <Text size="sm">
            Leia cada documento, marque &quot;Li e concordo&quot; e confirme com o código que enviaremos ao
            seu e-mail.
          </Text>
        )}
        {kit.DOCUMENTOS.map((d) => (
          <Stack key={d.ID} gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={500} size="sm">
                {d.NOME}
              </Text>
              <Button size="xs" variant="default" onClick={() => setReading(d)}>
                Ler
              </Button>
            </Group>
            <Checkbox
              label={`Li e concordo — ${d.NOME}`}
              checked={ticked.has(d.ID)}
              onChange={(e) => toggle(d.ID, e.currentTarget.checked)}
            />
          </Stack>
        ))}
        <Button
          fullWidth
          variant="default"
          loading={busy === 'code'}
          disabled={!all}
          onClick={() => void ask()}
        >
          {codeSent ? 'Enviar novo código' : 'Enviar código'}
        </Button>
        {codeSent ? (
          <>
            <Text size="sm" role="status">
              {codeSent}
            </Text>
            <TextInput
              label="Código de assinatura"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            />
            <Button
              fullWidth
              loading={busy === 'sign'}
              disabled={!all || code.length !== 6}
              onClick={() => void sign()}
            >
              Assinar
            </Button>
          </>
        ) : null}
        <Button fullWidth variant="subtle" color="red" onClick={() => setRefusing(true)}>
          Recusar
        </Button>
      </Stack>
      <KitReader doc={reading} onClose={() => setReading(null)} />
      {refusing ? (
        <RefuseKitDialog
          documents={kit.DOCUMENTOS}
          onClose={() => setRefusing(false)}
          onDone={() => {
            setRefusing(false);
            void refresh();
          }}
        />
      ) : null}
    </Card>
  );
}
