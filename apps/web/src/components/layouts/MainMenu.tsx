import { Badge, Burger, Button, Group, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { setActiveMenu, useActiveMenu } from '../../lib/preferences';
import { LazyMenu } from '../LazyMenu';
import type { MenuItem } from './types';

const matches = (item: MenuItem, pathname: string) =>
  pathname === item.to || (item.match ?? []).some((prefix) => pathname.startsWith(prefix));

/** The item's label, with its count when it has one (unread conversations). */
function ItemLabel({ item }: { item: MenuItem }) {
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

/** The frame's menu: buttons on wide screens, a burger menu on narrow ones. Remembers the active item. */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const active = useActiveMenu();
  const { pathname } = useLocation();
  if (!items.length) return null;
  const byPath = items.find((item) => matches(item, pathname));
  const isCurrent = (item: MenuItem) => (byPath ? item === byPath : item.label === active);
  // an administrator's ten items fit beside the logo and the user menu from 1280 px at a smaller size
  const size = items.length > 9 ? 'compact-sm' : 'compact-md';
  return (
    <>
      <Group component="nav" aria-label="Menu principal" gap={4} visibleFrom="lg" wrap="nowrap">
        {items.map((item) => {
          const current = isCurrent(item);
          return (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              size={size}
              variant={current ? 'light' : 'subtle'}
              color={current ? undefined : 'dark'}
              aria-current={current ? 'page' : undefined}
              onClick={() => setActiveMenu(item.label)}
              onMouseEnter={item.preload}
              onFocus={item.preload}
            >
              <ItemLabel item={item} />
            </Button>
          );
        })}
      </Group>
      <LazyMenu
        position="bottom-start"
        target={<Burger hiddenFrom="lg" size="sm" aria-label="Abrir menu" />}
        entries={items.map((item) => ({
          key: item.to,
          label: <ItemLabel item={item} />,
          to: item.to,
          onClick: () => setActiveMenu(item.label),
          onPreload: item.preload,
        }))}
      />
    </>
  );
}
