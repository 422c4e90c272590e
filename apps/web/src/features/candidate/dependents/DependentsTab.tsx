/**
 * Dependentes (spec 2 §4.7): the list with add / edit / remove, and, with no dependents, the
 * confirmation 'Confirmo que não possuo dependentes' (saved as CONFIRM_SEM_DEPENDENTES).
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEPENDENT_FIELDS, formatRowValue, NO_DEPENDENTS_FIELD, type Dependent } from '@admissao/domain';
import { IconPlus } from '../../../components/icons';
import { hasCode, isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getDependentsQueryOptions } from '../../../lib/queries/candidate-extras';
import { removeDependent, useRefreshDependents } from '../api/save-dependent';
import { useSaveQueue } from '../autosave/AutosaveProvider';
import { useCandidatePage } from '../PageContext';
import { confirmRemoval, RowEditRemove } from '../RowEditRemove';
import { ValidateButton } from '../sections/ValidateButton';
import type { TabDef } from '@admissao/domain';
import { DEPENDENT_MESSAGES, DependentDialog } from './DependentDialog';

const NO_DEPENDENTS = NO_DEPENDENTS_FIELD.name;
const cell = (d: Dependent, name: string) => formatRowValue(DEPENDENT_FIELDS, name, d);

export function DependentsTab({ tab }: { tab: TabDef }) {
  const page = useCandidatePage();
  const queue = useSaveQueue();
  const refreshDependents = useRefreshDependents();
  const list = useQuery(getDependentsQueryOptions(page.id));
  const [editing, setEditing] = useState<Dependent | 'new' | null>(null);
  const dependents = list.data ?? [];
  const confirmed = page.ctx.values[NO_DEPENDENTS] === true;

  const remove = (dep: Dependent) =>
    confirmRemoval({
      title: 'Remover dependente',
      question: `Remover ${String(dep.NOME)} dos seus dependentes?`,
      onConfirm: async () => {
        try {
          await removeDependent(page.id, dep.CODDEP);
          notifySuccess('Dependente removido');
        } catch (e) {
          notifyError(
            hasCode(e, 'NOT_FOUND') ? DEPENDENT_MESSAGES.notFound : 'Não foi possível remover o dependente',
            isApiError(e) && e.code !== 'NOT_FOUND' ? e.message : undefined,
          );
        }
        await refreshDependents();
      },
    });

  const extraIssues = () =>
    dependents.length === 0 && !confirmed
      ? [`Inclua os seus dependentes ou marque "${NO_DEPENDENTS_FIELD.label}".`]
      : [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Dependentes</Text>
        <Button
          leftSection={<IconPlus size={16} />}
          variant="light"
          disabled={!page.editable || list.isPending}
          onClick={() => setEditing('new')}
        >
          Incluir dependente
        </Button>
      </Group>
      {list.isError ? (
        <Alert color="orange" variant="light">
          Não foi possível carregar a lista de dependentes.
        </Alert>
      ) : dependents.length ? (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label="Dependentes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Parentesco</Table.Th>
                <Table.Th>CPF</Table.Th>
                <Table.Th>Nascimento</Table.Th>
                <Table.Th w={90}>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dependents.map((d) => (
                <Table.Tr key={d.CODDEP}>
                  <Table.Td>{cell(d, 'NOME')}</Table.Td>
                  <Table.Td>{cell(d, 'PARENTESCO')}</Table.Td>
                  <Table.Td>{cell(d, 'CPF')}</Table.Td>
                  <Table.Td>{cell(d, 'DATNASC')}</Table.Td>
                  <Table.Td>
                    <RowEditRemove
                      name={String(d.NOME)}
                      disabled={!page.editable}
                      onEdit={() => setEditing(d)}
                      onRemove={() => remove(d)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="gray.7">
          Nenhum dependente incluído.
        </Text>
      )}
      {dependents.length === 0 && !list.isPending ? (
        <Checkbox
          label={NO_DEPENDENTS_FIELD.label}
          checked={confirmed}
          disabled={!page.editable}
          onChange={(e) => {
            queue.enqueue({ kind: 'field', field: NO_DEPENDENTS }, e.currentTarget.checked);
            page.clearHighlight(NO_DEPENDENTS);
          }}
        />
      ) : null}
      {editing ? (
        <DependentDialog dependent={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ValidateButton tab={tab} extraIssues={extraIssues} />
    </Stack>
  );
}
