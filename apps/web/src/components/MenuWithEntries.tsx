import type { ReactElement } from 'react';
import { Menu, type MenuProps } from '@mantine/core';
import { Link } from 'react-router';
import { isDivider, type MenuEntry } from './menu-entries';

/** Mantine's menu over `target` with these entries, opened at once (LazyMenu loads it on a click). */
export function MenuWithEntries({
  target,
  entries,
  position,
}: {
  target: ReactElement;
  entries: MenuEntry[];
  position: MenuProps['position'];
}) {
  return (
    <Menu position={position} withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) =>
          isDivider(entry) ? (
            <Menu.Divider key={entry.key} />
          ) : entry.to ? (
            <Menu.Item
              key={entry.key}
              component={Link}
              to={entry.to}
              color={entry.color}
              onClick={entry.onClick}
              onMouseEnter={entry.onPreload}
              onFocus={entry.onPreload}
            >
              {entry.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.key} color={entry.color} onClick={entry.onClick}>
              {entry.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
