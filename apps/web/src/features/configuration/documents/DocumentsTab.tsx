import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import {
  CONFIG_MSG,
  DOCUMENT_CONFIG_PAGE_SIZE,
  MSG,
  type DocumentTypeConfig,
  type DocumentTypeCreate,
} from '@admissao/domain';
import { IconEdit, IconPlus } from '../../../components/icons';
import { tableTexts } from '../../../components/table/tableTexts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getDocumentTypesQueryOptions } from '../api/get-document-types';
import {
  createDocumentType,
  importDocuments,
  saveDocumentOrder,
  updateDocumentType,
  useRefreshDocumentTypes,
} from '../api/save-document-type';
import { errorDetail } from '../errors';
import { DocumentTypeDialog } from './DocumentTypeDialog';
import { ImportDialog } from './ImportDialog';
import { moveItem, orderPayload } from './order';

// the page size is fixed by the spec (no size chooser)
const { recordsPerPageLabel: _unused, ...fixedPageTexts } = tableTexts();

const yesNo = (v: boolean) => (v ? 'Sim' : 'Não');
const NATIONALITY = { BRA: 'Brasileiros', EST: 'Estrangeiros' } as const;

/** Documents tab: the client's document types (50 a page), edit, add, reorder, import. */
export function DocumentsTab() {
  const [page, setPage] = useState(1);
  const [ordered, setOrdered] = useState<DocumentTypeConfig[] | null>(null);
  const [dialog, setDialog] = useState<{ document: DocumentTypeConfig | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [savingOrder, setSavingOrder] = useState(false);
  const docs = useQuery({
    ...getDocumentTypesQueryOptions(page, DOCUMENT_CONFIG_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (docs.isError) notifyError(MSG.fetchError, errorDetail(docs.error));
  }, [docs.isError, docs.error]);
  const rows = ordered ?? docs.data?.rows ?? [];
  const refresh = useRefreshDocumentTypes();

  const move = (index: number, delta: -1 | 1) => setOrdered(moveItem(rows, index, delta));

  const saveOrder = async () => {
    if (!ordered) return;
    setSavingOrder(true);
    try {
      const answer = await saveDocumentOrder(orderPayload(ordered, page, DOCUMENT_CONFIG_PAGE_SIZE));
      notifySuccess(answer.message || CONFIG_MSG.documentsOrdered);
      await refresh();
      setOrdered(null);
    } catch (e) {
      notifyError('Erro ao atualizar documentos', errorDetail(e));
    } finally {
      setSavingOrder(false);
    }
  };

  const save = async (values: DocumentTypeCreate): Promise<boolean> => {
    const editing = dialog?.document;
    try {
      const answer = editing
        ? await updateDocumentType(editing.CODTIPODOC, values)
        : await createDocumentType(values);
      notifySuccess(answer.message || (editing ? CONFIG_MSG.documentSaved : CONFIG_MSG.documentCreated));
      setOrdered(null);
      await refresh();
      return true;
    } catch (e) {
      notifyError('Erro ao atualizar documentos', errorDetail(e));
      return false;
    }
  };

  const runImport = async (CODCLI: string) => {
    try {
      const answer = await importDocuments(CODCLI);
      notifySuccess(answer.message || CONFIG_MSG.documentsImported, `${answer.IMPORTADOS} importado(s)`);
      setOrdered(null);
      await refresh();
    } catch (e) {
      notifyError('Não foi possível importar documentos', errorDetail(e));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Button leftSection={<IconPlus />} onClick={() => setDialog({ document: null })}>
            Adicionar documento
          </Button>
          <Button variant="default" onClick={() => setImporting(true)}>
            Importar de outro cliente
          </Button>
        </Group>
        <Group gap="xs">
          {ordered ? (
            <Button variant="default" onClick={() => setOrdered(null)} disabled={savingOrder}>
              Cancelar
            </Button>
          ) : null}
          <Button onClick={() => void saveOrder()} disabled={!ordered} loading={savingOrder}>
            Salvar ordem
          </Button>
        </Group>
      </Group>
      <DataTable<DocumentTypeConfig>
        withTableBorder
        borderRadius="sm"
        striped
        minHeight={rows.length ? undefined : 160}
        idAccessor="CODTIPODOC"
        records={rows}
        fetching={docs.isFetching}
        columns={[
          {
            accessor: 'mover',
            title: 'Ordem',
            width: 96,
            render: (d, i) => (
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Subir ${d.DOCUMENTO}`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ▲
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Descer ${d.DOCUMENTO}`}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ▼
                </ActionIcon>
              </Group>
            ),
          },
          { accessor: 'DOCUMENTO', title: 'Documento' },
          {
            accessor: 'OBSERVACAO',
            title: 'Observação',
            render: (d) => (
              <Text size="sm" lineClamp={2}>
                {d.OBSERVACAO ?? ''}
              </Text>
            ),
          },
          { accessor: 'OPCIONAL', title: 'Opcional', render: (d) => yesNo(d.OPCIONAL) },
          { accessor: 'OPCIONAL_EST', title: 'Opcional estagiário', render: (d) => yesNo(d.OPCIONAL_EST) },
          {
            accessor: 'NACIONALIDADE',
            title: 'Pedido a',
            render: (d) => (d.NACIONALIDADE ? NATIONALITY[d.NACIONALIDADE] : 'Todos'),
          },
          { accessor: 'CAMPOS_VALIDACAO', title: 'OCR', render: (d) => d.CAMPOS_VALIDACAO.length || '' },
          {
            accessor: 'ATIVO',
            title: 'Ativo',
            render: (d) => (
              <Text size="sm" fw={600}>
                {yesNo(d.ATIVO)}
              </Text>
            ),
          },
          {
            accessor: 'acoes',
            title: 'Ações',
            textAlign: 'right',
            width: 70,
            render: (d) => (
              <Tooltip label="Editar">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Editar ${d.DOCUMENTO}`}
                  onClick={() => setDialog({ document: d })}
                >
                  <IconEdit />
                </ActionIcon>
              </Tooltip>
            ),
          },
        ]}
        totalRecords={docs.data?.total ?? 0}
        recordsPerPage={DOCUMENT_CONFIG_PAGE_SIZE}
        page={page}
        onPageChange={(p) => {
          setOrdered(null);
          setPage(p);
        }}
        {...fixedPageTexts}
        noRecordsText="Documentos não encontrados..."
      />
      <DocumentTypeDialog
        opened={dialog !== null}
        document={dialog?.document ?? null}
        onClose={() => setDialog(null)}
        onSubmit={save}
      />
      <ImportDialog opened={importing} onClose={() => setImporting(false)} onImport={runImport} />
    </Stack>
  );
}
