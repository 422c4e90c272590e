/**
 * Configurações › eSocial (issue 34 §1, decision 079): who transmits this client's events — the
 * employer with its own certificate, the administrator's transmitter (an accounting office's
 * e-CNPJ, the same for all its clients), or the payroll system ('a folha transmite': export only) —
 * and the transmitter's certificate: its facts, the upload of its .pfx/.p12 with the password and
 * the CNPJ it belongs to, and its removal.
 */
import { useEffect, useState } from 'react';
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
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_MSG,
  CERTIFICATE_WARN_DAYS,
  ESOCIAL_SETTINGS_MSG,
  ESOCIAL_TRANSMISSION_LABELS,
  ESOCIAL_TRANSMISSION_MODES,
  formatCnpj,
  formatDateBR,
  type EsocialTransmissionMode,
} from '@admissao/domain';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  getEsocialSettingsQueryOptions,
  getTransmitterQueryOptions,
  useEsocialSettingsActions,
} from '../api/esocial-settings';
import { daysLeft, Fact } from '../certificate/CertificateTab';
import { errorDetail } from '../errors';

const TITLE_STYLE = { title: { color: 'var(--mantine-color-dark-8)' } };

function Loading() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Carregando" />
    </Center>
  );
}

function TransmissionCard() {
  const settings = useQuery(getEsocialSettingsQueryOptions());
  const { save } = useEsocialSettingsActions();
  const [mode, setMode] = useState<EsocialTransmissionMode | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data) setMode(settings.data.TRANSMISSAO);
  }, [settings.data]);
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return (
      <Alert color="red" title="Erro ao carregar a configuração do eSocial">
        {errorDetail(settings.error) ?? 'Tente novamente.'}
      </Alert>
    );
  const submit = async () => {
    if (!mode) return;
    setBusy(true);
    try {
      const answer = await save(mode);
      if (answer.message) notifySuccess(answer.message);
    } catch (e) {
      notifyError('Erro ao salvar a configuração do eSocial', errorDetail(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Radio.Group
          value={mode}
          onChange={(v) => setMode(v)}
          label={
            <Title order={2} size="h4" component="span">
              Quem transmite os eventos deste cliente
            </Title>
          }
          description="Vale para o S-2200 e os demais eventos enviados por aqui."
        >
          <Stack gap="sm" mt="sm">
            {ESOCIAL_TRANSMISSION_MODES.map((m) => (
              <Radio
                key={m}
                value={m}
                label={ESOCIAL_TRANSMISSION_LABELS[m].label}
                description={ESOCIAL_TRANSMISSION_LABELS[m].description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button onClick={() => void submit()} loading={busy} disabled={mode === settings.data.TRANSMISSAO}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TransmitterCard() {
  const transmitter = useQuery(getTransmitterQueryOptions());
  const actions = useEsocialSettingsActions();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [cnpj, setCnpj] = useState('');
  const [busy, setBusy] = useState(false);
  if (transmitter.isPending) return <Loading />;
  if (transmitter.isError)
    return (
      <Alert color="red" title="Erro ao carregar o certificado do transmissor">
        {errorDetail(transmitter.error) ?? 'Tente novamente.'}
      </Alert>
    );
  const c = transmitter.data.CERTIFICADO;

  const run = async (action: () => Promise<{ message?: string }>, failure: string) => {
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
  const failure = 'Erro ao enviar o certificado do transmissor';
  const send = () => {
    if (!file || !password) return notifyError(failure, CERTIFICATE_MSG.fileRequired);
    if (!cnpj.trim()) return notifyError(failure, ESOCIAL_SETTINGS_MSG.transmitterCnpjRequired);
    if (file.size > CERTIFICATE_MAX_BYTES) return notifyError(failure, CERTIFICATE_MSG.tooLarge);
    void run(() => actions.upload(file, password, cnpj), failure);
  };
  const remove = () =>
    modals.openConfirmModal({
      title: 'Remover o certificado do transmissor',
      centered: true,
      children: (
        <Text size="sm">
          Remover o certificado do transmissor? Os clientes configurados para o transmissor não poderão enviar
          eventos ao eSocial até que um novo seja enviado.
        </Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(actions.remove, 'Erro ao remover o certificado do transmissor'),
    });

  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            Certificado do transmissor
          </Title>
          {c ? (
            <Badge color="teal.9" variant="filled">
              ICP-Brasil
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          O e-CNPJ A1 do escritório que transmite pelos clientes deste administrador (ideTransmissor). Cada
          empregador transmitido assim deve ter dado procuração eletrônica a este CNPJ no eSocial.
        </Text>
        {c ? (
          <>
            {c.DIAS_RESTANTES < CERTIFICATE_WARN_DAYS ? (
              <Alert
                color={c.DIAS_RESTANTES < 0 ? 'red' : 'orange'}
                variant="light"
                title="Validade"
                styles={TITLE_STYLE}
              >
                {c.DIAS_RESTANTES < 0
                  ? 'O certificado do transmissor está vencido: envie um novo.'
                  : `O certificado do transmissor vence em ${daysLeft(c.DIAS_RESTANTES)}: envie o novo antes disso.`}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Fact label="Titular" value={c.TITULAR} />
              <Fact label="CNPJ do transmissor" value={formatCnpj(c.CNPJ_TRANSMISSOR)} />
              <Fact label="Emissor" value={c.EMISSOR} />
              <Fact label="Número de série" value={c.NUMERO_SERIE} />
              <Fact label="Válido de" value={formatDateBR(c.VALIDO_DE)} />
              <Fact label="Válido até" value={formatDateBR(c.VALIDO_ATE)} />
              <Fact label="Dias restantes" value={daysLeft(c.DIAS_RESTANTES)} />
              {c.ENVIADO_EM ? <Fact label="Enviado em" value={formatDateBR(c.ENVIADO_EM)} /> : null}
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Nenhum certificado do transmissor foi enviado.
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Arquivo .pfx ou .p12 (até 64 KB) com a chave privada, a senha dele e o CNPJ do transmissor. O
          arquivo e a senha são guardados cifrados e nunca são mostrados de novo.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <FileInput
            label="Arquivo do certificado do transmissor"
            accept=".pfx,.p12,application/x-pkcs12"
            value={file}
            onChange={setFile}
            clearable
          />
          <PasswordInput
            label="Senha do certificado do transmissor"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="off"
          />
          <TextInput
            label="CNPJ do transmissor"
            value={cnpj}
            onChange={(e) => setCnpj(e.currentTarget.value)}
            maxLength={18}
            autoComplete="off"
          />
        </SimpleGrid>
        <Group gap="xs">
          <Button onClick={send} loading={busy}>
            Enviar certificado do transmissor
          </Button>
          {c ? (
            <Button variant="subtle" color="red" disabled={busy} onClick={remove}>
              Remover certificado do transmissor
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

export function EsocialTab() {
  return (
    <Stack gap="md" maw={900}>
      <TransmissionCard />
      <TransmitterCard />
    </Stack>
  );
}
