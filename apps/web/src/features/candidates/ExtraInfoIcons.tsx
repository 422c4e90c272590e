import type { ComponentType } from 'react';
import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import type { CandidateListRow } from '@admissao/domain';
import { IconAccessible, IconInfo, IconTransgender, IconWorld, type IconProps } from '../../components/icons';

const EXTRAS: {
  key: keyof CandidateListRow['INFO_EXTRA'];
  label: string;
  color: string;
  Icon: ComponentType<IconProps>;
}[] = [
  { key: 'POSSUI_INFO', label: 'Possui informações adicionais', color: 'blue', Icon: IconInfo },
  { key: 'ESTRANGEIRO', label: 'Estrangeiro', color: 'teal', Icon: IconWorld },
  { key: 'PCD', label: 'Pessoa com deficiência', color: 'violet', Icon: IconAccessible },
  { key: 'TRANSGENERO', label: 'Transgênero', color: 'pink', Icon: IconTransgender },
];

/** The 'Informações extras' cell: one icon with a tooltip per flag that is set. */
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
