/**
 * Who may receive the equipment besides the candidate (PESSOAAUTORIZADA '1', spec 2 §4.7):
 * at most 2 people, added, edited and removed with the authorization calls.
 */
import { useState } from 'react';
import {
  AUTHORIZED_PERSON_FIELDS,
  formatRowValue,
  MAX_AUTHORIZED_PERSONS,
  type AuthorizedPerson,
} from '@admissao/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '../../../components/icons';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getAuthorizationsQueryOptions } from '../../../lib/queries/candidate-extras';
import { removeAuthorization, useRefreshAuthorizations } from '../api/save-authorization';
import { useCandidatePage } from '../PageContext';
import { confirmRemoval, RowEditRemove } from '../RowEditRemove';
import { AuthorizedPersonDialog } from './AuthorizedPersonDialog';

const cell = (p: AuthorizedPerson, name: string) => formatRowValue(AUTHORIZED_PERSON_FIELDS, name, p);

export function AuthorizedPersons() {
  const { id, editable } = useCandidatePage();
  const refreshAuthorizations = useRefreshAuthorizations();
  const list = useQuery(getAuthorizationsQueryOptions(id));
  const [editing, setEditing] = useState<AuthorizedPerson | 'new' | null>(null);
  const people = list.data ?? [];

  const remove = (person: AuthorizedPerson) =>
    confirmRemoval({
      title: 'Remover pessoa autorizada',
      question: `Remover ${person.NOME} da lista de pessoas autorizadas?`,
      onConfirm: async () => {
        try {
          await removeAuthorization(id, person.IDPESSOA);
          notifySuccess('Pessoa autorizada removida');
        } catch (e) {
          notifyError('Não foi possível remover a pessoa autorizada', isApiError(e) ? e.message : undefined);
        }
        await refreshAuthorizations.list();
      },
    });

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          Pessoas autorizadas a receber (até {MAX_AUTHORIZED_PERSONS})
        </Text>
        {people.length < MAX_AUTHORIZED_PERSONS ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={!editable || list.isPending}
            onClick={() => setEditing('new')}
          >
            Incluir
          </Button>
        ) : null}
      </Group>
      {list.isError ? (
        <Text size="sm" c="red.9">
          Não foi possível carregar as pessoas autorizadas.
        </Text>
      ) : people.length === 0 ? (
        <Text size="sm" c="gray.7">
          Nenhuma pessoa autorizada.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label="Pessoas autorizadas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Documento</Table.Th>
                <Table.Th w={90}>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((p) => (
                <Table.Tr key={p.IDPESSOA}>
                  <Table.Td>{p.NOME}</Table.Td>
                  <Table.Td>
                    {p.TIPODOC} {cell(p, 'DOCUMENTO')}
                  </Table.Td>
                  <Table.Td>
                    <RowEditRemove
                      name={p.NOME ?? ''}
                      disabled={!editable}
                      onEdit={() => setEditing(p)}
                      onRemove={() => remove(p)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing ? (
        <AuthorizedPersonDialog
          person={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
