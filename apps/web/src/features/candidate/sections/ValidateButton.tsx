import { Button, Group } from '@mantine/core';
import { IconCheck } from '../../../components/icons';
import { useCandidatePage } from '../PageContext';
import type { TabDef } from '@admissao/domain';
import { useValidate, type ExtraIssues } from './useValidate';
import { COLORS } from '../colors';

/** Orange until the server says the tab is valid, green after (spec 2 §4.3). */
export function ValidateButton({ tab, extraIssues }: { tab: TabDef; extraIssues?: ExtraIssues }) {
  const { editable } = useCandidatePage();
  const { validate, busy, valid } = useValidate(tab, extraIssues);
  return (
    <Group justify="flex-end" mt="lg">
      <Button
        color={valid ? COLORS.valid : COLORS.warning}
        leftSection={valid ? <IconCheck size={16} /> : undefined}
        loading={busy}
        disabled={!editable}
        data-valid={valid}
        aria-label={valid ? `Validar ${tab.label} (aba válida)` : `Validar ${tab.label}`}
        onClick={() => void validate()}
      >
        Validar
      </Button>
    </Group>
  );
}
