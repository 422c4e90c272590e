import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '../../../components/icons';
import type { CandidateRecord, TabDef } from '@admissao/domain';
import { COLORS } from '../colors';

/** 'Status do preenchimento': a valid/invalid marker per section shown (spec 2 §2.1). */
export function FillStatus({ tabs, record }: { tabs: readonly TabDef[]; record: CandidateRecord }) {
  return (
    <Group gap="xs" align="center" aria-label="Status do preenchimento" role="group">
      <Text size="sm" fw={600}>
        Status do preenchimento:
      </Text>
      {tabs.map((t) => {
        const valid = record[t.flag] === true;
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
