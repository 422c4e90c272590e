/**
 * Requests under LGPD art. 18 as a table (decision 038): for the candidate their own with the
 * answer; for staff the client's by due date, late ones marked, each open one with 'Responder'.
 */
import type { ReactNode } from 'react';
import { Badge, Table, Text } from '@mantine/core';
import { formatDateBR, formatDateTimeBR, type PrivacyRequest } from '@admissao/domain';
import { padCode } from '../../lib/format';

interface Props {
  rows: readonly PrivacyRequest[];
  /** staff: the candidate column and the answer action */
  onAnswer?: (r: PrivacyRequest) => void;
  answerLabel?: (r: PrivacyRequest) => ReactNode;
}

export function RequestList({ rows, onAnswer, answerLabel }: Props) {
  if (!rows.length) return <Text>Nenhuma requisição.</Text>;
  return (
    <Table striped withTableBorder aria-label="Requisições">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Registrada em</Table.Th>
          {onAnswer && <Table.Th>Candidato</Table.Th>}
          <Table.Th>Tipo</Table.Th>
          <Table.Th>Prazo</Table.Th>
          <Table.Th>Situação</Table.Th>
          <Table.Th>Resposta</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.ID} data-request={r.ID}>
            <Table.Td>{formatDateTimeBR(r.CRIADA_EM)}</Table.Td>
            {onAnswer && <Table.Td>{`${padCode(r.CODCANDIDATO)} - ${r.CANDIDATO ?? ''}`}</Table.Td>}
            <Table.Td>
              {r.TIPO_DESCRICAO}
              {r.DESCRICAO && (
                <Text size="xs" c="gray.7" style={{ whiteSpace: 'pre-wrap' }}>
                  {r.DESCRICAO}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{formatDateBR(r.PRAZO)}</Table.Td>
            <Table.Td>
              {r.SITUACAO === 'RESPONDIDA' ? (
                <Badge color="green.9">Respondida</Badge>
              ) : r.ATRASADA ? (
                <Badge color="red.9">Atrasada</Badge>
              ) : (
                <Badge color="yellow.9">Aberta</Badge>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
              {r.RESPOSTA ?? (onAnswer && answerLabel ? answerLabel(r) : '—')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
