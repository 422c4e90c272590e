import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '../../../components/icons';
import type { CandidateRecord, TabDef } from '@admissao/domain';
import { COLORS } from '../colors';

/** A tab is done when its section's ISVALID_* flag is true: the fill status and the progress count this. */
export const isTabValid = (tab: TabDef, record: CandidateRecord) => record[tab.flag] === true;

/** How many of the tabs shown are valid ('3 de 9 etapas válidas'). */
export const tabProgress = (tabs: readonly TabDef[], record: CandidateRecord) => ({
  valid: tabs.filter((t) => isTabValid(t, record)).length,
  total: tabs.length,
});

/** The progress line above the tabs (issue 30 §3): the count and a thin bar. */
export function ProgressLine({ tabs, record }: { tabs: readonly TabDef[]; record: CandidateRecord }) {
  const { valid, total } = tabProgress(tabs, record);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="fill-progress">
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {valid} de {total} etapas válidas
      </Text>
      <Box aria-hidden flex={1} maw={240} h={6} bg="gray.2" style={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box h="100%" w={`${(100 * valid) / Math.max(1, total)}%`} bg={COLORS.valid} />
      </Box>
    </Group>
  );
}

/** 'Status do preenchimento': a valid/invalid marker per section shown (spec 2 §2.1). */
export function FillStatus({ tabs, record }: { tabs: readonly TabDef[]; record: CandidateRecord }) {
  return (
    <Group gap="xs" align="center" aria-label="Status do preenchimento" role="group">
      <Text size="sm" fw={600}>
        Status do preenchimento:
      </Text>
      {tabs.map((t) => {
        const valid = isTabValid(t, record);
        return (
          <Group
            key={t.key}
            gap={4}
            wrap="nowrap"
            c={valid ? COLORS.valid : COLORS.invalid}
            data-valid={valid}
          >
            {valid ? <IconCircleCheck size={16} /> : <IconAlertCircle size={16} />}
            <Text size="xs">
              {t.label}
              <VisuallyHidden>{valid ? ' (válido)' : ' (pendente)'}</VisuallyHidden>
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
