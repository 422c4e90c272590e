import { Button, Drawer, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { setActiveMenu } from '../../lib/preferences';
import { ItemLabel } from './ItemLabel';
import { sectionsOf } from './menu-model';
import type { MenuItem } from './types';

interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  items: MenuItem[];
  current: MenuItem | undefined;
}

/**
 * The burger's drawer on narrow screens (MainMenu.tsx): every entry the user may open, those of a
 * drop-down under its name; the current one lit as in the header. Following an entry closes the
 * drawer, and the focus goes back to the burger. Buttons rather than Mantine's NavLink, whose
 * collapsing machinery no entry here needs.
 */
export function MenuDrawer({ opened, onClose, items, current }: MenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Fechar menu' }}
    >
      <nav aria-label="Menu">
        {sectionsOf(items).map(({ group, items: entries }) => (
          <Stack key={group ?? ''} gap={2} role={group ? 'group' : undefined} aria-label={group}>
            {group && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" px="sm" aria-hidden>
                {group}
              </Text>
            )}
            {entries.map((item) => (
              <Button
                key={item.to}
                component={Link}
                to={item.to}
                fullWidth
                justify="flex-start"
                {...(item === current ? { variant: 'light' } : { variant: 'subtle', color: 'dark' })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  setActiveMenu(item.label);
                  onClose();
                }}
                onMouseEnter={item.preload}
                onFocus={item.preload}
              >
                <ItemLabel item={item} />
              </Button>
            ))}
          </Stack>
        ))}
      </nav>
    </Drawer>
  );
}
