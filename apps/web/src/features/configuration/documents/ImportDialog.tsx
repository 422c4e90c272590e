import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify';
import { getImportSourcesQueryOptions } from '../api/get-document-types';
import { errorDetail } from '../errors';

interface Props {
  opened: boolean;
  onClose: () => void;
  onImport: (CODCLI: string) => Promise<void>;
}

/** Copies the document types of another client of the same admin account. */
export function ImportDialog({ opened, onClose, onImport }: Props) {
  const [client, setClient] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clients = useQuery({ ...getImportSourcesQueryOptions(), enabled: opened });
  useEffect(() => {
    if (clients.isError)
      notifyError('Não foi possível carregar empresas para se importar', errorDetail(clients.error));
  }, [clients.isError, clients.error]);
  const run = async () => {
    if (!client) return;
    setBusy(true);
    await onImport(client);
    setBusy(false);
    setClient(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Importar documentos" centered>
      <Stack gap="sm">
        <Text size="sm">
          Os tipos de documento do cliente escolhido que ainda não existem aqui são copiados para o fim da
          lista.
        </Text>
        <Select
          label="Cliente de origem"
          placeholder={clients.data?.length === 0 ? 'Nenhum outro cliente' : 'Selecione'}
          data={(clients.data ?? []).map((c) => ({ value: c.CODCLI, label: `${c.CODCLI} - ${c.NOMECLI}` }))}
          value={client}
          onChange={setClient}
          disabled={clients.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void run()} disabled={!client} loading={busy}>
            Importar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
