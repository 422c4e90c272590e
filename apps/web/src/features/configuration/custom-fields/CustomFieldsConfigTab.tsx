import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import {
  CONFIG_MSG,
  CUSTOM_FIELD_FILLERS,
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
  MSG,
  type CustomField,
  type CustomFieldCreate,
} from '@admissao/domain';
import { IconPlus } from '../../../components/icons';
import { actionsColumn, EditRowAction } from '../../../components/table/RowActions';
import { tableTexts } from '../../../components/table/tableTexts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getCustomFieldsQueryOptions } from '../../../lib/queries/custom-fields';
import { createCustomField, updateCustomField, useRefreshCustomFields } from '../api/save-custom-field';
import { errorDetail } from '../errors';
import { CustomFieldDialog } from './CustomFieldDialog';

// the page size is fixed by the spec (no size chooser)
const { recordsPerPageLabel: _unused, ...fixedPageTexts } = tableTexts();

const labelOf = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((o) => o.value === v)?.label ?? v;
const PAGE = CUSTOM_FIELD_LIMITS.pageSize;

/** Custom fields tab: list (15 a page), add (hidden from 40 fields) and edit. */
export function CustomFieldsConfigTab() {
  const refreshCustomFields = useRefreshCustomFields();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ field: CustomField | null } | null>(null);
  // staff get every field of the client, active or not: the list registration and the pages read
  const fields = useQuery(getCustomFieldsQueryOptions());
  useEffect(() => {
    if (fields.isError) notifyError(MSG.fetchError, errorDetail(fields.error));
  }, [fields.isError, fields.error]);
  const list = fields.data ?? [];
  const active = list.filter((f) => f.ATIVO).length;
  const records = list.slice((page - 1) * PAGE, page * PAGE);

  const save = async (values: CustomFieldCreate): Promise<boolean> => {
    const editing = dialog?.field;
    try {
      const answer = editing
        ? await updateCustomField(editing.CODINFO, values)
        : await createCustomField(values);
      notifySuccess(answer.message || (editing ? CONFIG_MSG.fieldUpdated : CONFIG_MSG.fieldCreated));
      await refreshCustomFields();
      return true;
    } catch (e) {
      notifyError(editing ? 'Erro ao atualizar o campo' : 'Não foi possível incluir o campo', errorDetail(e));
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {list.length} campo(s), {active} ativo(s) — máximo de {CUSTOM_FIELD_LIMITS.active} campos ativos.
        </Text>
        {list.length < CUSTOM_FIELD_LIMITS.total ? (
          <Button leftSection={<IconPlus />} onClick={() => setDialog({ field: null })}>
            Adicionar campo
          </Button>
        ) : null}
      </Group>
      <DataTable<CustomField>
        withTableBorder
        borderRadius="sm"
        striped
        minHeight={list.length ? undefined : 160}
        idAccessor="CODINFO"
        records={records}
        fetching={fields.isFetching}
        columns={[
          { accessor: 'NUMCAMPO', title: 'Nº', width: 60 },
          { accessor: 'DESCRICAO', title: 'Descrição' },
          { accessor: 'TIPO', title: 'Tipo', render: (f) => labelOf(CUSTOM_FIELD_TYPES, f.TIPO) },
          { accessor: 'OPCOES', title: 'Opções', render: (f) => f.OPCOES ?? '' },
          {
            accessor: 'RESP_PREENCHIMENTO',
            title: 'Preenchido por',
            render: (f) => labelOf(CUSTOM_FIELD_FILLERS, f.RESP_PREENCHIMENTO),
          },
          { accessor: 'OBRIGATORIO', title: 'Obrigatório', render: (f) => (f.OBRIGATORIO ? 'Sim' : 'Não') },
          {
            accessor: 'ATIVO',
            title: 'Ativo',
            render: (f) => (
              <Text size="sm" fw={600}>
                {f.ATIVO ? 'Sim' : 'Não'}
              </Text>
            ),
          },
          actionsColumn<CustomField>(70, (f) => (
            <EditRowAction name={f.DESCRICAO} onClick={() => setDialog({ field: f })} />
          )),
        ]}
        totalRecords={list.length}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        {...fixedPageTexts}
        noRecordsText="Campos não encontrados..."
      />
      <CustomFieldDialog
        opened={dialog !== null}
        field={dialog?.field ?? null}
        onClose={() => setDialog(null)}
        onSubmit={save}
      />
    </Stack>
  );
}
