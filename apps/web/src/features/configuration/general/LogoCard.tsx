import { useState } from 'react';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { CONFIG_MSG, logoKey, type LogoAnswer } from '@admissao/domain';
import { ClientLogo } from '../../../components/ClientLogo';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { reloadLogo, removeLogo, uploadLogo } from '../api/change-logo';
import { errorDetail } from '../errors';

const MAX_BYTES = 5_000_000;

/** The client's logo shown in the header: upload (PNG, JPEG, WebP ≤ 5 MB) or back to the default. */
export function LogoCard() {
  const client = useSession().client;
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [logo, setLogo] = useState<string | null>(null);

  const run = async (action: () => Promise<LogoAnswer>, done: string) => {
    setBusy(true);
    try {
      const answer = await action();
      setLogo(answer.LOGO);
      setVersion(Date.now());
      // the header asks for the logo without a version: refresh the browser's cached copy
      if (client) void reloadLogo(logoKey(client));
      notifySuccess(answer.message ?? done);
    } catch (e) {
      notifyError('Erro ao enviar o arquivo', errorDetail(e));
    } finally {
      setBusy(false);
    }
  };

  const pick = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BYTES) return notifyError('Erro ao enviar o arquivo', CONFIG_MSG.fileTooLarge);
    void run(() => uploadLogo(file), CONFIG_MSG.logoSaved);
  };

  // the logo is cached by the browser for an hour: a new version number fetches it again
  const base = logo ?? (client ? `/api/image/logo/${logoKey(client)}` : null);
  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Text fw={500}>Logotipo do cliente</Text>
        <Group gap="lg" align="center">
          <ClientLogo
            key={version}
            client={client}
            src={base ? `${base}${version ? `?v=${version}` : ''}` : undefined}
            h={60}
            maw={240}
          />
          <Group gap="xs">
            <FileButton onChange={pick} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button {...props} variant="default" loading={busy}>
                  Enviar logotipo
                </Button>
              )}
            </FileButton>
            <Button
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => void run(removeLogo, CONFIG_MSG.logoRemoved)}
            >
              Remover logotipo
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          PNG, JPEG ou WebP de até 5 MB. A imagem aparece no cabeçalho de todos os usuários deste cliente.
        </Text>
      </Stack>
    </Paper>
  );
}
