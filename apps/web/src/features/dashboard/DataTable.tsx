/** The table alternative of a chart: a caption, headers, rows of already formatted cells. */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  caption: string;
  headers: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty: string;
}

export function DataTable({ caption, headers, rows, empty }: Props) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={headers.length}>{empty}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => (
              <Table.Tr key={r.key}>
                {r.cells.map((c, i) => (
                  <Table.Td key={i}>{c}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
