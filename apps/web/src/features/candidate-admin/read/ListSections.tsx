/**
 * The parts of the record kept in their own tables, read-only for staff: dependents,
 * authorized persons, custom field values and the documents sent. Each is described by the
 * registry (dependents, persons) or by the client's custom-field list.
 */
import { Suspense } from 'react';
import { Alert, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  AUTHORIZED_PERSON_FIELDS,
  DEPENDENT_FIELDS,
  formatDateBR,
  titularFacts,
  TPDEP_FIELD,
  type CandidateRecord,
  type ClientSettings,
  type CustomField,
} from '@admissao/domain';
import { ColorBadge } from '../../../components/ColorBadge';
import { optionsOf } from '../../../components/fields/custom-field-options';
import { isApiError } from '../../../lib/api';
import { getDocumentsQueryOptions } from '../../../lib/documents';
import {
  getAuthorizationsQueryOptions,
  getDependentsQueryOptions,
} from '../../../lib/queries/candidate-extras';
import { getCustomValuesQueryOptions } from '../../../lib/queries/custom-fields';
import { FieldList, NOT_INFORMED } from './FieldList';
import classes from './Section.module.css';
import { lazyNamed } from '../../../lib/deferred';

// only for a dependent under guarda or a parent-in-law; its select loads with it (issue 15 §4)
const DependentTypeChoice = lazyNamed(() => import('../esocial/DependentTypeChoice'), 'DependentTypeChoice');

const Loading = () => (
  <Group gap="xs">
    <Loader size="xs" aria-hidden />
    <Text size="sm">Carregando…</Text>
  </Group>
);

const LoadError = ({ error }: { error: unknown }) => (
  <Alert color="red" variant="light" title="Erro ao buscar dados">
    {isApiError(error) ? error.message : 'Não foi possível carregar.'}
  </Alert>
);

export function DependentsView({ record, settings }: { record: CandidateRecord; settings: ClientSettings }) {
  const list = useQuery(getDependentsQueryOptions(record.CODCANDIDATO));
  if (list.isPending) return <Loading />;
  if (list.error) return <LoadError error={list.error} />;
  if (!list.data.length)
    return (
      <Text size="sm">
        {record.CONFIRM_SEM_DEPENDENTES ? 'O candidato confirmou que não possui dependentes.' : NOT_INFORMED}
      </Text>
    );
  const titular = titularFacts(record);
  return (
    <Stack gap="md">
      {list.data.map((dep, i) => (
        <Stack key={dep.CODDEP} gap={4} data-dependent={dep.CODDEP}>
          <Text fw={700} size="sm">
            Dependente {i + 1}: {String(dep.NOME ?? '')}
          </Text>
          <FieldList
            fields={DEPENDENT_FIELDS}
            ctx={{ settings, values: { ...titular, ...dep } }}
            owner={{ codcandidato: record.CODCANDIDATO, coddep: dep.CODDEP, about: `Dependente ${i + 1}` }}
          />
          {TPDEP_FIELD.optionsFor(dep).length ? (
            <Suspense fallback={null}>
              <DependentTypeChoice id={record.CODCANDIDATO} dependent={dep} />
            </Suspense>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

/** Shown when the registry's PESSOAS_AUTORIZADAS section is (the candidate named others). */
export function AuthorizedView({ record, settings }: { record: CandidateRecord; settings: ClientSettings }) {
  const list = useQuery(getAuthorizationsQueryOptions(record.CODCANDIDATO));
  if (list.isPending) return <Loading />;
  if (list.error) return <LoadError error={list.error} />;
  if (!list.data.length) return <Text size="sm">{NOT_INFORMED}</Text>;
  return (
    <Stack gap="sm">
      {list.data.map((p) => (
        <FieldList
          key={p.IDPESSOA}
          fields={AUTHORIZED_PERSON_FIELDS}
          ctx={{ settings, values: p }}
          owner={{ codcandidato: record.CODCANDIDATO }}
        />
      ))}
    </Stack>
  );
}

export function CustomFieldsView({ id, fields }: { id: number; fields: readonly CustomField[] }) {
  const values = useQuery({ ...getCustomValuesQueryOptions(id), enabled: fields.length > 0 });
  if (!fields.length) return <Text size="sm">Campos não encontrados...</Text>;
  if (values.isPending) return <Loading />;
  if (values.error) return <LoadError error={values.error} />;
  const byCode = new Map(values.data.map((v) => [v.CODINFO, v.DESCRICAO]));
  return (
    <dl className={classes.grid}>
      {fields.map((f) => {
        const raw = byCode.get(f.CODINFO) ?? '';
        const text = f.TIPO === 'M' ? optionsOf(raw).join(', ') : raw;
        return (
          <div key={f.CODINFO} className={classes.item} data-custom-field={f.CODINFO}>
            <dt>
              {f.DESCRICAO}
              {f.OBRIGATORIO ? ' *' : ''}
            </dt>
            <dd>{text || '—'}</dd>
          </div>
        );
      })}
    </dl>
  );
}

export function DocumentsView({ id }: { id: number }) {
  const list = useQuery(getDocumentsQueryOptions(id));
  if (list.isPending) return <Loading />;
  if (list.error) return <LoadError error={list.error} />;
  if (!list.data.length) return <Text size="sm">Documentos não encontrados...</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Documento</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Arquivos</Table.Th>
            <Table.Th>Enviado em</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((d) => (
            <Table.Tr key={d.CODTIPODOC}>
              <Table.Td>
                {d.DOCUMENTO}
                {/* OBRIGATORIO already weighs OPCIONAL_EST for interns (docs/api-documents.md) */}
                {!d.OBRIGATORIO ? (
                  <Text span size="xs" c="gray.7">
                    {' '}
                    (opcional)
                  </Text>
                ) : null}
                {d.OBSERVACAO_STATUS ? (
                  <Text size="xs" c="gray.7">
                    {d.OBSERVACAO_STATUS}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {/* label and colour as the API gives them (the domain's documentStatusInfo) */}
                <ColorBadge color={d.CORSTATUS} label={d.DESSTATUS} />
              </Table.Td>
              <Table.Td>{d.ARQUIVOS}</Table.Td>
              <Table.Td>{formatDateBR(d.DATENVIO)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
