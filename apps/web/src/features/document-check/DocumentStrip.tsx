/**
 * The strip of documents on the checking screen (spec 3 §2): review order (4, 2, 1, 3, others,
 * optional last) from the domain, each tile in its status colour with the page count; 18
 * skeleton tiles while loading.
 */
import { Box, Group, ScrollArea, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { readableTextOn } from '../../components/ColorBadge';
import type { DocumentRow } from '@admissao/domain';

export const SKELETON_TILES = 18;
const TILE_W = 148;

export function DocumentStripSkeleton() {
  return (
    <ScrollArea type="auto" offsetScrollbars aria-busy="true" aria-label="Carregando documentos">
      <Group gap="xs" wrap="nowrap" pb={4}>
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <Skeleton key={i} w={TILE_W} h={72} radius="md" data-testid="doc-skeleton" />
        ))}
      </Group>
    </ScrollArea>
  );
}

interface Props {
  docs: DocumentRow[];
  selected: number | null;
  onSelect: (doc: DocumentRow) => void;
}

export function DocumentStrip({ docs, selected, onSelect }: Props) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group gap="xs" wrap="nowrap" pb={4} role="listbox" aria-label="Documentos do candidato">
        {docs.map((d) => {
          const active = d.CODTIPODOC === selected;
          return (
            <UnstyledButton
              key={d.CODTIPODOC}
              role="option"
              aria-selected={active}
              data-documento={d.DOCUMENTO}
              data-status={d.STATUS}
              onClick={() => onSelect(d)}
              w={TILE_W}
              miw={TILE_W}
              h={72}
              p={6}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: active
                  ? '3px solid var(--mantine-color-dark-7)'
                  : '1px solid var(--mantine-color-gray-4)',
                borderTop: `6px solid ${d.CORSTATUS}`,
                background: active ? 'var(--mantine-color-gray-1)' : 'white',
              }}
            >
              <Text size="xs" fw={700} lineClamp={2} lh={1.2}>
                {d.DOCUMENTO}
              </Text>
              <Group gap={4} mt={4} wrap="nowrap">
                <Box
                  px={4}
                  bdrs="sm"
                  bg={d.CORSTATUS}
                  c={readableTextOn(d.CORSTATUS)}
                  fz={10}
                  fw={700}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {d.DESSTATUS}
                </Box>
                <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                  {d.ARQUIVOS} pág.{d.OBRIGATORIO ? '' : ' · opc.'}
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
