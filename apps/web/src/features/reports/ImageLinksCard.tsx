import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONFIG_MSG, reportFileName, resolveReportRange } from '@admissao/domain';
import { SharedLinkList } from '../../components/SharedLinkList';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRefreshSharedLinks } from '../../lib/shared-links';
import { generateImageLinks } from './api/export-sheets';
import { getDocumentTypesQueryOptions } from './api/get-document-types';
import { saveFile } from '../../lib/download';
import { errorDetail, errorTitle } from './errors';
import type { ReportRange } from './range';
import { DateRange } from './DateRange';

/** LINK_IMAGENS: a spreadsheet of expiring links to one document type's images (start-date range). */
export function ImageLinksCard() {
  const [range, setRange] = useState<ReportRange>({ from: '', to: '' });
  const [type, setType] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const types = useQuery(getDocumentTypesQueryOptions());
  const refreshLinks = useRefreshSharedLinks('imagens');

  const run = async () => {
    const checked = resolveReportRange(range.from, range.to);
    if (!checked.ok) return notifyError(checked.title ?? 'Erro ao gerar', checked.message);
    if (!type) return notifyError('Erro ao gerar', 'Selecione o documento.');
    setBusy(true);
    try {
      saveFile(
        await generateImageLinks(
          Number(type),
          { from: checked.from, to: checked.to },
          reportFileName('links-imagens'),
        ),
      );
      notifySuccess(CONFIG_MSG.reportGenerated);
      await refreshLinks();
    } catch (e) {
      notifyError(errorTitle(e) ?? 'Erro ao gerar', errorDetail(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label="Links de imagens">
      <Stack gap="sm">
        <Text fw={500}>Links de imagens</Text>
        <Text size="sm" c="dimmed">
          Planilha com links de acesso (válidos por 7 dias) às imagens de um documento dos candidatos com
          início no período. Os links param de funcionar se forem revogados, se quem os gerou perder o acesso
          ou se o candidato for cancelado.
        </Text>
        <Select
          label="Documento"
          placeholder="Selecione"
          searchable
          data={(types.data ?? []).map((t) => ({ value: String(t.CODTIPODOC), label: t.DOCUMENTO }))}
          value={type}
          onChange={setType}
        />
        <DateRange value={range} onChange={setRange} description="Data de início" idPrefix="links" />
        <Group justify="flex-end">
          <Button onClick={() => void run()} loading={busy}>
            Gerar links
          </Button>
        </Group>
        <SharedLinkList type="imagens" />
      </Stack>
    </Paper>
  );
}
