/**
 * The earlier versions of a candidate's kit in the staff panel (issue 33 §5, decision 074):
 * collapsed under one button; each version with its status ('Substituído por nova versão'), when it
 * was sent, its refusal reason and its documents with their downloads (decision 039 keeps them).
 */
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { formatDateTimeBR, KIT_STATUS_LABELS, type KitStaffView } from '@admissao/domain';
import { KitDocumentsTable } from './KitDocumentsTable';

export function EarlierKits({ id, kits }: { id: number; kits: KitStaffView[] }) {
  const [open, setOpen] = useState(false);
  if (kits.length === 0) return null;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Ocultar versões anteriores' : `Versões anteriores (${kits.length})`}
      </Button>
      {open ? (
        <Stack gap="md">
          {kits.map((k) => (
            <Stack key={k.ID} gap={4} data-kit-version={k.VERSAO}>
              <Text size="sm" fw={600}>
                Versão {k.VERSAO} · {KIT_STATUS_LABELS[k.STATUS]}
              </Text>
              <Text size="sm" c="dimmed">
                Enviada em {formatDateTimeBR(k.ENVIADO_EM)} por {k.ENVIADO_POR}
                {k.CONCLUIDO_EM ? ` · assinada em ${formatDateTimeBR(k.CONCLUIDO_EM)}` : ''}
              </Text>
              {k.RECUSA ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  Motivo da recusa: {k.RECUSA}
                </Text>
              ) : null}
              <KitDocumentsTable id={id} kit={k} label={`Documentos da versão ${k.VERSAO}`} />
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
