/**
 * Configurações › Documentos para assinatura (issue 33 §1): the client's kit templates in their
 * order — name, type, who they apply to, active — with add, edit, delete and the PDF preview (the
 * candidate fields shown as '[FIELD]'). Deleting a template leaves the kits already sent as they are.
 */
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Loader, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { KIT_TEMPLATE_MSG, MSG, type KitTemplate, type KitTemplateSave } from '@admissao/domain';
import { IconEdit, IconPlus, IconTrash } from '../../../components/icons';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  createKitTemplate,
  getKitTemplatesQueryOptions,
  previewKitTemplate,
  removeKitTemplate,
  saveKitTemplate,
  useRefreshKitTemplates,
} from '../api/kit-templates';
import { errorDetail } from '../errors';
import { KitTemplateDialog, type SaveRefusal } from './KitTemplateDialog';
import { APPLIES_LABELS, TYPE_LABELS } from './labels';

const refusalOf = (e: unknown): SaveRefusal => {
  if (!isApiError(e)) return { message: MSG.fetchError };
  const { field, VALIDOS } = e.body as { field?: unknown; VALIDOS?: unknown };
  return {
    message: e.message,
    field: typeof field === 'string' ? field : undefined,
    valid: Array.isArray(VALIDOS) ? VALIDOS.filter((v): v is string => typeof v === 'string') : undefined,
  };
};

function PreviewModal({ template, onClose }: { template: KitTemplate; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    previewKitTemplate(template.ID).then(
      (blob) => {
        made = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        if (live) setUrl(made);
      },
      (e: unknown) => {
        notifyError('Não foi possível gerar a pré-visualização', errorDetail(e));
        onClose();
      },
    );
    // the blob URL lives while it is shown
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [template.ID, onClose]);
  return (
    <Modal opened onClose={onClose} title={`Pré-visualização: ${template.NOME}`} size="90%">
      {url ? (
        <iframe
          title="Pré-visualização do PDF"
          src={url}
          style={{ width: '100%', height: '70vh', border: 0 }}
          data-pdf-preview
        />
      ) : (
        <Loader size="sm" aria-label="Gerando PDF" />
      )}
    </Modal>
  );
}

export function KitTemplatesTab() {
  const list = useQuery(getKitTemplatesQueryOptions());
  const refresh = useRefreshKitTemplates();
  const [editing, setEditing] = useState<{ template: KitTemplate | null } | null>(null);
  const [preview, setPreview] = useState<KitTemplate | null>(null);
  useEffect(() => {
    if (list.isError) notifyError(MSG.fetchError, errorDetail(list.error));
  }, [list.isError, list.error]);

  const save = async (values: KitTemplateSave): Promise<SaveRefusal | null> => {
    const current = editing?.template;
    try {
      const answer = current ? await saveKitTemplate(current.ID, values) : await createKitTemplate(values);
      notifySuccess(answer.message);
      await refresh();
      setEditing(null);
      return null;
    } catch (e) {
      return refusalOf(e);
    }
  };
  const remove = (t: KitTemplate) =>
    modals.openConfirmModal({
      title: 'Excluir documento para assinatura',
      children: (
        <Text size="sm">Excluir “{t.NOME}”? Os kits já enviados continuam com os documentos que tinham.</Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void removeKitTemplate(t.ID).then(
          async (a) => {
            notifySuccess(a.message || KIT_TEMPLATE_MSG.removed);
            await refresh();
          },
          (e: unknown) => notifyError('Não foi possível excluir o documento', errorDetail(e)),
        ),
    });

  const rows = list.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Documentos que o candidato assina no kit de admissão, na ordem em que aparecem.
        </Text>
        <Button leftSection={<IconPlus />} onClick={() => setEditing({ template: null })}>
          Adicionar documento
        </Button>
      </Group>
      {list.isPending ? <Loader size="sm" aria-label="Carregando" /> : null}
      {/* on a phone the table scrolls inside itself, the page never sideways */}
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-label="Documentos para assinatura">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ordem</Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Aplica-se a</Table.Th>
              <Table.Th>Ativo</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.ID}>
                <Table.Td>{t.ORDEM}</Table.Td>
                <Table.Td>{t.NOME}</Table.Td>
                <Table.Td>{TYPE_LABELS[t.TIPO]}</Table.Td>
                <Table.Td>{APPLIES_LABELS[t.APLICA_A]}</Table.Td>
                <Table.Td>{t.ATIVO ? 'Sim' : 'Não'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Editar">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Editar ${t.NOME}`}
                        onClick={() => setEditing({ template: t })}
                      >
                        <IconEdit />
                      </ActionIcon>
                    </Tooltip>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setPreview(t)}
                      aria-label={`Pré-visualizar PDF de ${t.NOME}`}
                    >
                      Pré-visualizar PDF
                    </Button>
                    <Tooltip label="Excluir">
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={`Excluir ${t.NOME}`}
                        onClick={() => remove(t)}
                      >
                        <IconTrash />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {!list.isPending && !rows.length ? (
              <Table.Tr>
                <Table.Td colSpan={6}>Nenhum documento cadastrado.</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing ? (
        <KitTemplateDialog template={editing.template} onClose={() => setEditing(null)} onSave={save} />
      ) : null}
      {preview ? <PreviewModal template={preview} onClose={() => setPreview(null)} /> : null}
    </Stack>
  );
}
