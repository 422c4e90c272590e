/** Header of the staff view (spec 3 §2): code, name, foreigner/PCD/transgender badges, coloured status. */
import type { ComponentType } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateBR } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { IconAccessible, IconTransgender, IconWorld, type IconProps } from '../../components/icons';
import { formatDateTimeBR, padCode } from '../../lib/format';
import type { AdminRecord } from './api';

const BADGES: {
  label: string;
  color: string;
  Icon: ComponentType<IconProps>;
  on: (r: AdminRecord) => boolean;
}[] = [
  { label: 'Estrangeiro', color: 'teal.9', Icon: IconWorld, on: (r) => r.NACIONALIDADE === 'EST' },
  { label: 'Pessoa com deficiência', color: 'violet.9', Icon: IconAccessible, on: (r) => r.PCD === 'S' },
  { label: 'Transgênero', color: 'pink.9', Icon: IconTransgender, on: (r) => r.TRANSGENERO === true },
];

export function CandidateHeader({ record }: { record: AdminRecord }) {
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {padCode(record.CODCANDIDATO)} - {String(record.NOME ?? '')}
        </Title>
        <ColorBadge color={record.CORSTATUS} label={`${record.CODSTATUS} - ${record.DESSTATUS}`} />
      </Group>
      <Group gap="xs" wrap="wrap">
        {BADGES.filter((b) => b.on(record)).map(({ label, color, Icon }) => (
          <Badge
            key={label}
            color={color}
            variant="filled"
            tt="none"
            leftSection={<Icon size={14} aria-hidden />}
          >
            {label}
          </Badge>
        ))}
        <Text size="xs" c="gray.7">
          Cadastro em {formatDateBR(record.DATCADASTRO)}
          {record.DATULTINTERACAO ? ` · última interação em ${formatDateTimeBR(record.DATULTINTERACAO)}` : ''}
        </Text>
      </Group>
    </Stack>
  );
}
