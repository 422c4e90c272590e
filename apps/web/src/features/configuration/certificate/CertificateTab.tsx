/**
 * Configurações › Certificado digital (decision 068): what signs for this client — its own A1
 * certificate, or the installation's (never ICP-Brasil) — with its validity and the days left (a
 * warning under 30); the upload of a .pfx/.p12 with its password, and its removal.
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  FileInput,
  Group,
  Loader,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_MSG,
  CERTIFICATE_WARN_DAYS,
  formatCnpj,
  formatDateBR,
  type CertificateAnswer,
} from '@admissao/domain';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getCertificateQueryOptions, useCertificateActions } from '../api/certificate';
import { errorDetail } from '../errors';

// the light alert's coloured title is under 4.5:1 on its background (as in StatusNotice)
const TITLE_STYLE = { title: { color: 'var(--mantine-color-dark-8)' } };

export const daysLeft = (n: number) =>
  n < 0 ? 'vencido' : n === 0 ? 'vence hoje' : n === 1 ? '1 dia' : `${n} dias`;

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function Installed({ c }: { c: CertificateAnswer }) {
  const own = c.ORIGEM === 'CLIENTE';
  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {own ? 'Certificado do cliente' : CERTIFICATE_MSG.installationLabel}
          </Title>
          {c.ICP_BRASIL ? (
            <Badge color="teal.9" variant="filled">
              ICP-Brasil
            </Badge>
          ) : (
            <Badge color="gray.7" variant="filled">
              Não ICP-Brasil
            </Badge>
          )}
        </Group>
        {own ? null : (
          <Text size="sm">
            Nenhum certificado foi enviado para este cliente: os documentos são assinados com o certificado
            gerado por esta instalação, que não tem validade jurídica ICP-Brasil nem serve ao eSocial.
          </Text>
        )}
        {c.DIAS_RESTANTES < CERTIFICATE_WARN_DAYS ? (
          <Alert
            color={c.DIAS_RESTANTES < 0 ? 'red' : 'orange'}
            variant="light"
            title="Validade"
            styles={TITLE_STYLE}
          >
            {c.DIAS_RESTANTES < 0
              ? 'O certificado está vencido: envie um novo.'
              : `O certificado vence em ${daysLeft(c.DIAS_RESTANTES)}: envie o novo antes disso.`}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label="Titular" value={c.TITULAR} />
          <Fact label="CNPJ" value={c.CNPJ ? formatCnpj(c.CNPJ) : '—'} />
          <Fact label="Emissor" value={c.EMISSOR} />
          <Fact label="Número de série" value={c.NUMERO_SERIE} />
          <Fact label="Válido de" value={formatDateBR(c.VALIDO_DE)} />
          <Fact label="Válido até" value={formatDateBR(c.VALIDO_ATE)} />
          <Fact label="Dias restantes" value={daysLeft(c.DIAS_RESTANTES)} />
          {c.ENVIADO_EM ? <Fact label="Enviado em" value={formatDateBR(c.ENVIADO_EM)} /> : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

export function CertificateTab() {
  const actions = useCertificateActions();
  const certificate = useQuery(getCertificateQueryOptions());
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<CertificateAnswer>, failure: string) => {
    setBusy(true);
    try {
      const answer = await action();
      if (answer.message) notifySuccess(answer.message);
      setFile(null);
      setPassword('');
    } catch (e) {
      notifyError(failure, errorDetail(e));
    } finally {
      setBusy(false);
    }
  };

  const send = () => {
    if (!file || !password) return notifyError('Erro ao enviar o certificado', CERTIFICATE_MSG.fileRequired);
    if (file.size > CERTIFICATE_MAX_BYTES)
      return notifyError('Erro ao enviar o certificado', CERTIFICATE_MSG.tooLarge);
    void run(() => actions.upload(file, password), 'Erro ao enviar o certificado');
  };

  const remove = () =>
    modals.openConfirmModal({
      title: 'Remover o certificado',
      centered: true,
      children: (
        <Text size="sm">
          Remover o certificado deste cliente? Os documentos passam a ser assinados com o certificado da
          instalação, que não é ICP-Brasil.
        </Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(actions.remove, 'Erro ao remover o certificado'),
    });

  if (certificate.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Carregando" />
      </Center>
    );
  if (certificate.isError)
    return (
      <Alert color="red" title="Erro ao carregar o certificado">
        {errorDetail(certificate.error) ?? 'Tente novamente.'}
      </Alert>
    );
  const c = certificate.data;
  return (
    <Stack gap="md" maw={900}>
      <Installed c={c} />
      <Paper withBorder p="md" radius="sm">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {c.ORIGEM === 'CLIENTE' ? 'Substituir o certificado' : 'Enviar o certificado A1 do cliente'}
          </Title>
          <Text size="sm" c="dimmed">
            Arquivo .pfx ou .p12 (até 64 KB) com a chave privada, e a senha dele. O arquivo e a senha são
            guardados cifrados e nunca são mostrados de novo.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FileInput
              label="Arquivo do certificado (.pfx ou .p12)"
              accept=".pfx,.p12,application/x-pkcs12"
              value={file}
              onChange={setFile}
              clearable
            />
            <PasswordInput
              label="Senha do certificado"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="off"
            />
          </SimpleGrid>
          <Group gap="xs">
            <Button onClick={send} loading={busy}>
              Enviar certificado
            </Button>
            {c.ORIGEM === 'CLIENTE' ? (
              <Button variant="subtle" color="red" disabled={busy} onClick={remove}>
                Remover certificado
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
