import type { ComponentType } from 'react';
import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { RECORD_BADGES, type CandidateListRow } from '@admissao/domain';
import { IconAccessible, IconInfo, IconTransgender, IconWorld, type IconProps } from '../../components/icons';

type ExtraKey = keyof CandidateListRow['INFO_EXTRA'];
const LOOK = {
  POSSUI_INFO: { color: 'blue', Icon: IconInfo },
  ESTRANGEIRO: { color: 'teal', Icon: IconWorld },
  PCD: { color: 'violet', Icon: IconAccessible },
  TRANSGENERO: { color: 'pink', Icon: IconTransgender },
} satisfies Record<ExtraKey, { color: string; Icon: ComponentType<IconProps> }>;

/** 'Possui informações adicionais', then the record's badges (registry/badges.ts). */
const EXTRAS = [
  { key: 'POSSUI_INFO' as const, label: 'Possui informações adicionais' },
  ...RECORD_BADGES.map(({ key, label }) => ({ key, label })),
].map((e) => ({ ...e, ...LOOK[e.key] }));

/**
 * The 'Informações extras' cell: one icon with a tooltip per flag that is set (a badge masked to
 * staff, answered null, shows none: decision 036).
 */
export function ExtraInfoIcons({ info }: { info: CandidateListRow['INFO_EXTRA'] | undefined }) {
  const shown = EXTRAS.filter((e) => info?.[e.key]);
  if (!shown.length) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map(({ key, label, color, Icon }) => (
        <Tooltip key={key} label={label} withArrow>
          <ThemeIcon variant="light" color={color} size="md" radius="xl" tabIndex={0}>
            <Icon size={16} title={label} />
          </ThemeIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
