/**
 * One dashboard widget: its title, a loading or error state, and the chart with its table
 * alternative behind a 'Gráfico' / 'Tabela' toggle (the chart is hidden from assistive technology,
 * which reads the table, visually hidden while the chart is shown). The chart is also `inert`:
 * recharts makes its drawing focusable, and nothing hidden from a screen reader may take the focus
 * (axe aria-hidden-focus). A period with nothing to draw says so instead of bare grid lines.
 */
import { Suspense, useState, type ReactNode } from 'react';
import {
  Alert,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { isApiError } from '../../lib/api';
import { InHiddenTable } from './DataTable';

interface Props {
  title: string;
  /** the widget's test id and the toggle's name */
  id: string;
  state: { isPending: boolean; error: Error | null };
  chart: () => ReactNode;
  table: () => ReactNode;
  /** widgets that are a table already (at risk) have no toggle */
  tableOnly?: boolean;
  /** shown under either view (text that is no chart: the refusals' observations) */
  footer?: () => ReactNode;
  /** what to say instead of the chart and its table when the period has nothing to show */
  empty?: string | false;
}

export function ChartCard({ title, id, state, chart, table, tableOnly, footer, empty }: Props) {
  const [view, setView] = useState<'chart' | 'table'>(tableOnly ? 'table' : 'chart');
  const headingId = `${id}-title`;
  return (
    <Paper withBorder p="md" radius="md" data-testid={id} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {tableOnly || empty ? null : (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(v) => setView(v)}
              aria-label={`${title}: ver como`}
              data={[
                { value: 'chart', label: 'Gráfico' },
                { value: 'table', label: 'Tabela' },
              ]}
            />
          )}
        </Group>
        {state.isPending ? (
          <Center py="lg">
            <Loader size="sm" aria-label={`Carregando ${title.toLowerCase()}`} />
          </Center>
        ) : state.error ? (
          <Alert color="red" title="Erro ao carregar">
            {isApiError(state.error) ? state.error.message : 'Não foi possível carregar os dados.'}
          </Alert>
        ) : empty ? (
          <Text size="sm" c="gray.8" py="md" ta="center" data-testid={`${id}-vazio`}>
            {empty}
          </Text>
        ) : view === 'chart' ? (
          <>
            <div aria-hidden="true" inert>
              <Suspense fallback={<Loader size="sm" />}>{chart()}</Suspense>
            </div>
            <VisuallyHidden>
              <InHiddenTable.Provider value>{table()}</InHiddenTable.Provider>
            </VisuallyHidden>
          </>
        ) : (
          table()
        )}
        {footer && !state.isPending && !state.error && !empty ? footer() : null}
      </Stack>
    </Paper>
  );
}
