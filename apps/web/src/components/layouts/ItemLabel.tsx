import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { MenuItem } from './types';

/** A menu item's label, with its count when it has one (unread conversations). */
export function ItemLabel({ item }: { item: MenuItem }) {
  if (!item.badge) return item.label;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {item.label}
      <Badge size="sm" color="red" circle aria-hidden>
        {item.badge}
      </Badge>
      <VisuallyHidden>({item.badge} não lidas)</VisuallyHidden>
    </Group>
  );
}
