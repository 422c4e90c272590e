import { useState } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CONFIG_MSG,
  REPORT_AREA_LIST,
  reportFileName,
  resolveReportRange,
  type ReportArea,
} from '@admissao/domain';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { exportReport } from './api/export-sheets';
import { saveFile } from '../../lib/download';
import { errorDetail, errorTitle } from './errors';
import type { ReportRange } from './range';
import { DateRange } from './DateRange';
import { ImageLinksCard } from './ImageLinksCard';

const noAreas = () =>
  Object.fromEntries(REPORT_AREA_LIST.map((a) => [a.key, false])) as Record<ReportArea, boolean>;

/** /admin/relatorio (RELATORIO): on-screen reports, Excel export and image links (LINK_IMAGENS). */
export function ReportsPage() {
  const permissions = usePermissions();
  const [range, setRange] = useState<ReportRange>({ from: '', to: '' });
  const [areas, setAreas] = useState(noAreas);
  const [exporting, setExporting] = useState(false);

  /** the checked range, or null after telling what is wrong ('Datas Inválidas!') */
  const checkedRange = (): ReportRange | null => {
    const r = resolveReportRange(range.from, range.to);
    if (r.ok) return { from: r.from, to: r.to };
    notifyError(r.title ?? 'Erro ao gerar', r.message);
    return null;
  };

  const openScreen = (kind: 'inicio' | 'detalhado') => {
    const r = checkedRange();
    if (!r) return;
    window.open(`/admin/print/relatorio/${kind}?DATINICIAL=${r.from}&DATFINAL=${r.to}`, '_blank', 'noopener');
  };

  const runExport = async () => {
    const r = checkedRange();
    if (!r) return;
    setExporting(true);
    try {
      saveFile(await exportReport(r, areas, reportFileName('relatorio-candidatos')));
      notifySuccess(CONFIG_MSG.reportGenerated);
    } catch (e) {
      notifyError(errorTitle(e) ?? 'Erro ao gerar arquivo!', errorDetail(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        Relatório
      </Title>
      <Paper withBorder p="md" radius="sm" component="section" aria-label="Período do relatório">
        <Stack gap="sm">
          <Text fw={500}>Período</Text>
          <DateRange value={range} onChange={setRange} description="Data de cadastro" idPrefix="report" />
          <Text size="xs" c="dimmed">
            Sem datas, o relatório considera todos os candidatos.
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="sm" component="section" aria-label="Relatórios em tela">
        <Stack gap="sm">
          <Text fw={500}>Relatórios em tela</Text>
          <Group gap="xs">
            <Button variant="default" onClick={() => openScreen('inicio')}>
              Relatório inicial
            </Button>
            <Button variant="default" onClick={() => openScreen('detalhado')}>
              Relatório detalhado
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="sm" component="section" aria-label="Exportar para Excel">
        <Stack gap="sm">
          <Text fw={500}>Exportar para Excel</Text>
          <Text size="sm" c="dimmed">
            Código, nome, e-mail, unidade, cargo, datas e status sempre saem; marque as áreas a acrescentar.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {REPORT_AREA_LIST.map(({ key, label }) => (
              <Checkbox
                key={key}
                label={label}
                checked={areas[key]}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setAreas((a) => ({ ...a, [key]: checked }));
                }}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={() => void runExport()} loading={exporting}>
              Gerar Excel
            </Button>
          </Group>
        </Stack>
      </Paper>
      {permissions.data?.LINK_IMAGENS ? <ImageLinksCard /> : null}
    </Stack>
  );
}
