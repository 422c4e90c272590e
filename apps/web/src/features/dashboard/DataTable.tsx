/**
 * The table alternative of a chart: a caption, headers, rows of already formatted cells. When it
 * may scroll sideways (a phone), its scrolling region takes the focus and is named by the caption,
 * so a keyboard can scroll it (axe scrollable-region-focusable); the visually hidden copy beside a
 * chart does not scroll at all.
 */
import { Table } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';

/** true inside the visually hidden table beside a chart (ChartCard): no scrolling region there */
export const InHiddenTable = createContext(false);

interface Props {
  caption: string;
  headers: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty: string;
}

export function DataTable({ caption, headers, rows, empty }: Props) {
  const hidden = useContext(InHiddenTable);
  const table = (
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
  );
  if (hidden) return table;
  return (
    <Table.ScrollContainer
      minWidth={360}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}
    >
      {table}
    </Table.ScrollContainer>
  );
}
