/**
 * Dependentes (spec 2 §4.7): the list with add / edit / remove, and, with no dependents, the
 * confirmation 'Confirmo que não possuo dependentes' (saved as CONFIRM_SEM_DEPENDENTES).
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PARENTESCOS } from '@admissao/domain';
import { IconPlus } from '../../../components/icons';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteDependent, type Dependent } from '../api';
import { useSaveQueue } from '../autosave/AutosaveProvider';
import { useCandidatePage } from '../PageContext';
import { candidateKeys, useDependents } from '../queries';
import { confirmRemoval, RowEditRemove } from '../RowEditRemove';
import { ValidateButton } from '../sections/ValidateButton';
import type { TabDef } from '../tabs';
import { DEPENDENT_MESSAGES, DependentDialog } from './DependentDialog';

export const NO_DEPENDENTS_LABEL = 'Confirmo que não possuo dependentes';
const kinship = (v: unknown) => PARENTESCOS.find((p) => p.value === String(v))?.label ?? String(v ?? '');
const cpfText = (v: unknown) => String(v ?? '').replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

export function DependentsTab({ tab }: { tab: TabDef }) {
  const page = useCandidatePage();
  const queue = useSaveQueue();
  const queryClient = useQueryClient();
  const list = useDependents(page.id);
  const [editing, setEditing] = useState<Dependent | 'new' | null>(null);
  const dependents = list.data ?? [];
  const confirmed = page.ctx.values.CONFIRM_SEM_DEPENDENTES === true;

  const remove = (dep: Dependent) =>
    confirmRemoval({
      title: 'Remover dependente',
      question: `Remover ${String(dep.NOME)} dos seus dependentes?`,
      onConfirm: async () => {
        try {
          await deleteDependent(page.id, dep.CODDEP);
          notifySuccess('Dependente removido');
        } catch (e) {
          notifyError(
            isApiError(e) && e.status === 404
              ? DEPENDENT_MESSAGES.notFound
              : 'Não foi possível remover o dependente',
            isApiError(e) && e.status !== 404 ? e.message : undefined,
          );
        }
        await queryClient.invalidateQueries({ queryKey: candidateKeys.dependents(page.id) });
        void queryClient.invalidateQueries({ queryKey: candidateKeys.record(page.id) });
      },
    });

  const extraIssues = () =>
    dependents.length === 0 && !confirmed
      ? ['Inclua os seus dependentes ou marque "Confirmo que não possuo dependentes".']
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
                  <Table.Td>{String(d.NOME ?? '')}</Table.Td>
                  <Table.Td>{kinship(d.PARENTESCO)}</Table.Td>
                  <Table.Td>{cpfText(d.CPF)}</Table.Td>
                  <Table.Td>{formatDate(String(d.DATNASC ?? ''))}</Table.Td>
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
          label={NO_DEPENDENTS_LABEL}
          checked={confirmed}
          disabled={!page.editable}
          onChange={(e) => {
            queue.enqueue({ kind: 'field', field: 'CONFIRM_SEM_DEPENDENTES' }, e.currentTarget.checked);
            page.clearHighlight('CONFIRM_SEM_DEPENDENTES');
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
