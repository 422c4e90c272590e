/** Header of the staff view (spec 3 §2): code, name, foreigner/PCD/transgender badges, coloured status. */
import type { ComponentType } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  badgesOf,
  formatDateBR,
  formatDateTimeBR,
  type CandidateRecord,
  type RecordBadgeKey,
} from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { IconAccessible, IconTransgender, IconWorld, type IconProps } from '../../components/icons';
import { padCode } from '../../lib/format';

/** How each badge of the registry (badgesOf) looks. */
const LOOK = {
  ESTRANGEIRO: { color: 'teal.9', Icon: IconWorld },
  PCD: { color: 'violet.9', Icon: IconAccessible },
  TRANSGENERO: { color: 'pink.9', Icon: IconTransgender },
} satisfies Record<RecordBadgeKey, { color: string; Icon: ComponentType<IconProps> }>;

export function CandidateHeader({ record }: { record: CandidateRecord }) {
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {padCode(record.CODCANDIDATO)} - {String(record.NOME ?? '')}
        </Title>
        <ColorBadge color={record.CORSTATUS} label={`${record.CODSTATUS} - ${record.DESSTATUS}`} />
      </Group>
      <Group gap="xs" wrap="wrap">
        {badgesOf(record).map(({ key, label }) => {
          const { color, Icon } = LOOK[key];
          return (
            <Badge
              key={key}
              color={color}
              variant="filled"
              tt="none"
              leftSection={<Icon size={14} aria-hidden />}
            >
              {label}
            </Badge>
          );
        })}
        <Text size="xs" c="gray.7">
          Cadastro em {formatDateBR(record.DATCADASTRO)}
          {record.DATULTINTERACAO ? ` · última interação em ${formatDateTimeBR(record.DATULTINTERACAO)}` : ''}
        </Text>
      </Group>
    </Stack>
  );
}
