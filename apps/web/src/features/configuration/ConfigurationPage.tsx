import { Suspense, useState } from 'react';
import { Button, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Link } from 'react-router';
import { readText, STORAGE_PREFIX, writeText } from '../../lib/storage';
import { DisplayPrefsDialog } from '../account';
import {
  CertificateTab,
  CustomFieldsConfigTab,
  DocumentsTab,
  EsocialTab,
  GeneralSettingsTab,
  KitTemplatesTab,
  MailPreviewsTab,
  ProcessingRecordTab,
  TermsTab,
} from './lazyTabs';

const PANELS = {
  gerais: GeneralSettingsTab,
  documentos: DocumentsTab,
  campos: CustomFieldsConfigTab,
  emails: MailPreviewsTab,
  privacidade: ProcessingRecordTab,
  termos: TermsTab,
  certificado: CertificateTab,
  assinatura: KitTemplatesTab,
  esocial: EsocialTab,
} as const;

const TAB_KEY = `${STORAGE_PREFIX}configTab`;
type Tab = keyof typeof PANELS;
const TABS = Object.keys(PANELS) as Tab[];
const storedTab = (): Tab => {
  const v = readText(TAB_KEY);
  return TABS.includes(v as Tab) ? (v as Tab) : 'gerais';
};

/**
 * /admin/configuracoes (ADMIN): nine tabs (the fifth, the LGPD art. 37 record: decision 035; the
 * sixth, the client's terms of use: decision 060; the seventh, the digital certificate: decision 068;
 * the eighth, the documents of the signed admission kit: decision 070; the ninth, who transmits to
 * eSocial and the transmitter's certificate: decision 079),
 * the chosen one remembered in this browser (spec 3 §2).
 */
export function ConfigurationPage() {
  const [tab, setTab] = useState<Tab>(storedTab);
  const [prefs, setPrefs] = useState(false);
  const choose = (v: string | null) => {
    if (!v || !TABS.includes(v as Tab)) return;
    writeText(TAB_KEY, v);
    setTab(v as Tab);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Configurações
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/admin/acessos" variant="default">
            Registro de acessos
          </Button>
          <Button component={Link} to="/admin/requisicoes" variant="default">
            Requisições LGPD
          </Button>
          <Button variant="default" onClick={() => setPrefs(true)}>
            Preferências de exibição
          </Button>
          <Button component={Link} to="/" variant="default">
            Voltar
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List aria-label="Seções da configuração">
          <Tabs.Tab value="gerais">Configurações gerais</Tabs.Tab>
          <Tabs.Tab value="documentos">Documentos</Tabs.Tab>
          <Tabs.Tab value="campos">Campos adicionais</Tabs.Tab>
          <Tabs.Tab value="emails">E-mails</Tabs.Tab>
          <Tabs.Tab value="privacidade">Tratamento de dados (LGPD)</Tabs.Tab>
          <Tabs.Tab value="termos">Termos de uso</Tabs.Tab>
          <Tabs.Tab value="certificado">Certificado digital</Tabs.Tab>
          <Tabs.Tab value="assinatura">Documentos para assinatura</Tabs.Tab>
          <Tabs.Tab value="esocial">eSocial</Tabs.Tab>
        </Tabs.List>
        {TABS.map((value) => {
          const Panel = PANELS[value];
          return (
            <Tabs.Panel key={value} value={value} pt="md">
              <Suspense fallback={<Loader size="sm" aria-label="Carregando" />}>
                <Panel />
              </Suspense>
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <Suspense fallback={null}>
        {prefs ? <DisplayPrefsDialog opened onClose={() => setPrefs(false)} /> : null}
      </Suspense>
    </Stack>
  );
}
