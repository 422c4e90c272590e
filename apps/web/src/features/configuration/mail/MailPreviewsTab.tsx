/**
 * Configurações → E-mails (decision 048): every e-mail the product sends, from the one table
 * MAIL_EVENTS (who gets it, what sends it), each previewed as the client's people will see it.
 * How HR notices go (each / daily / none) is the setting AVISOS_RH of the general tab.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Loader,
  Modal,
  Stack,
  Table,
  Tabs,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { MAIL_AUDIENCE_LABELS, MAIL_EVENT_KEYS, MAIL_EVENTS, type MailEvent } from '@admissao/domain';
import { useMailPreview } from '../api/get-mail-preview';
import { errorDetail } from '../errors';

function PreviewModal({ event, onClose }: { event: MailEvent; onClose: () => void }) {
  const preview = useMailPreview(event);
  return (
    <Modal opened onClose={onClose} size="xl" title={`Prévia: ${MAIL_EVENTS[event].label}`}>
      {preview.isPending ? (
        <Center h={200}>
          <Loader aria-label="Carregando prévia" />
        </Center>
      ) : preview.isError ? (
        <Alert color="red">{errorDetail(preview.error)}</Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            <strong>Assunto:</strong> {preview.data.ASSUNTO}
          </Text>
          <Tabs defaultValue="html">
            <Tabs.List>
              <Tabs.Tab value="html">Como aparece</Tabs.Tab>
              <Tabs.Tab value="texto">Somente texto</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              {/* the mail's own HTML, isolated: no script runs and it cannot reach this page */}
              <iframe
                title="Prévia do e-mail"
                sandbox=""
                srcDoc={preview.data.HTML}
                style={{ width: '100%', height: 460, border: '1px solid #dee2e6', borderRadius: 4 }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="texto" pt="sm">
              <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
                {preview.data.TEXTO}
              </Text>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}

export function MailPreviewsTab() {
  const [open, setOpen] = useState<MailEvent | null>(null);
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        Os e-mails enviados pelo sistema, com o logotipo do cliente. Os avisos ao RH vão para o e-mail
        responsável da unidade do candidato e para o gestor e o recrutador quando são usuários do sistema; a
        forma de envio (a cada evento, resumo diário ou não enviar) fica em Configurações gerais.
      </Text>
      <Table striped withTableBorder aria-label="E-mails do sistema">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Destinatário</Table.Th>
            <Table.Th>Quando</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MAIL_EVENT_KEYS.map((key) => {
            const def = MAIL_EVENTS[key];
            return (
              <Table.Tr key={key}>
                <Table.Td>{def.label}</Table.Td>
                <Table.Td>{MAIL_AUDIENCE_LABELS[def.audience]}</Table.Td>
                <Table.Td>{def.trigger}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setOpen(key)}
                    aria-label={`Visualizar: ${def.label}`}
                  >
                    Visualizar
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {open ? <PreviewModal event={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
