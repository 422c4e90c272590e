import { Badge, Box, Group, Text } from '@mantine/core';

function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Black or white, whichever contrasts more with the background (always ≥ 4.5:1). */
export function readableTextOn(background: string): string {
  const l = luminance(background);
  if (l === null) return '#fff';
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? '#fff' : '#000';
}

/** A badge in a server-given colour (status, documents) with readable text. */
export function ColorBadge({ color, label }: { color: string | null | undefined; label: string }) {
  const bg = color || '#868e96';
  return (
    <Badge
      color={bg}
      c={readableTextOn(bg)}
      tt="none"
      radius="sm"
      fw={600}
      styles={{
        root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 },
      }}
    >
      {label}
    </Badge>
  );
}

/** A coloured dot before a text (the text keeps the normal colour, so it stays readable). */
export function ColorDotLabel({ color, label }: { color: string | null | undefined; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Box
        w={10}
        h={10}
        mt={5}
        bdrs="xl"
        bg={color || '#868e96'}
        style={{ flexShrink: 0 }}
        aria-hidden="true"
      />
      <Text size="sm" lh={1.4}>
        {label}
      </Text>
    </Group>
  );
}
