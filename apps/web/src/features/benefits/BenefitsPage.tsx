import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CONFIG_MSG, formatDateBR, isStaffRole, MSG } from '@admissao/domain';
import { isEmptyHtml, RichTextField, RichTextView } from '../../components/rich-text';
import { isApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useBenefits } from './api/get-benefits';
import { useSaveBenefits } from './api/save-benefits';

/**
 * /admin/beneficios: the client's benefits text with edit mode (Editar / Gravar / Cancelar) and
 * the last change date. ADMIN and MANAGER edit it (decision 025).
 */
export function BenefitsPage() {
  const mayEdit = isStaffRole(useSession().user?.PERMISSAO);
  const saveBenefits = useSaveBenefits();
  const benefits = useBenefits();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stored = benefits.data?.OBS_BENEFICIOS ?? '';

  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    try {
      const answer = await saveBenefits(isEmptyHtml(draft) ? '' : draft);
      notifySuccess(answer.message || CONFIG_MSG.benefitsSaved);
      setDraft(null);
    } catch (e) {
      notifyError('Erro ao atualizar benefícios', isApiError(e) ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Benefícios
        </Title>
        {mayEdit ? (
          draft === null ? (
            <Button onClick={() => setDraft(stored)} disabled={benefits.isPending}>
              Editar
            </Button>
          ) : (
            <Group gap="xs">
              <Button variant="default" onClick={() => setDraft(null)} disabled={saving}>
                Cancelar
              </Button>
              <Button onClick={() => void save()} loading={saving}>
                Gravar
              </Button>
            </Group>
          )
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {benefits.data?.DATULTATUALIZACAO
          ? `Última alteração: ${formatDateBR(benefits.data.DATULTATUALIZACAO)}`
          : 'Sem alterações registradas'}
      </Text>
      {benefits.isError ? <Text c="red">{MSG.fetchError}</Text> : null}
      {draft !== null ? (
        <RichTextField
          label="Texto de benefícios"
          module="beneficios"
          value={draft}
          onChange={setDraft}
          minHeight={320}
        />
      ) : (
        <Paper withBorder p="md" radius="sm">
          {isEmptyHtml(stored) ? (
            <Text c="dimmed">{CONFIG_MSG.benefitsEmpty}</Text>
          ) : (
            <RichTextView html={stored} label="Texto de benefícios" />
          )}
        </Paper>
      )}
    </Stack>
  );
}
