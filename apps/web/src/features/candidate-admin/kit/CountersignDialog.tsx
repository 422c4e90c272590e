/**
 * 'Assinar pela empresa': the signed-in staff user ticks 'Li e concordo' on every document and
 * signs for the company (no code: they are signed in; the evidence says 'sessao').
 */
import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { KitView } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { countersignKit, downloadKitDocument } from '../api/kit';

export function CountersignDialog({
  id,
  kit,
  onClose,
  onDone,
}: {
  id: number;
  kit: KitView;
  onClose: () => void;
  onDone: () => void;
}) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const all = kit.DOCUMENTOS.every((d) => ticked.has(d.ID));
  const toggle = (docId: number, on: boolean) =>
    setTicked((was) => {
      const next = new Set(was);
      if (on) next.add(docId);
      else next.delete(docId);
      return next;
    });
  const submit = async () => {
    setSaving(true);
    try {
      notifySuccess((await countersignKit(id, [...ticked])).message);
      onDone();
    } catch (e) {
      notifyError('Não foi possível assinar os documentos.', isApiError(e) ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Assinar pela empresa" centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Leia cada documento e marque &quot;Li e concordo&quot;. A assinatura é registrada com o seu usuário.
        </Text>
        {kit.DOCUMENTOS.map((d) => (
          <Group key={d.ID} justify="space-between" wrap="nowrap">
            <Checkbox
              label={`Li e concordo — ${d.NOME}`}
              checked={ticked.has(d.ID)}
              onChange={(e) => toggle(d.ID, e.currentTarget.checked)}
            />
            <Button size="xs" variant="subtle" onClick={() => void downloadKitDocument(id, d.ID, d.NOME)}>
              Ler
            </Button>
          </Group>
        ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button disabled={!all} loading={saving} onClick={() => void submit()}>
            Assinar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
