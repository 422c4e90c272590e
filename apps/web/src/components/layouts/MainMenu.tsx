import { Suspense, useState } from 'react';
import { Burger, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { lazyNamed, useShownOnce } from '../../lib/deferred';
import { setActiveMenu } from '../../lib/preferences';
import { LazyMenu } from '../LazyMenu';
import { ItemLabel } from './ItemLabel';
import classes from './MainMenu.module.css';
import { currentEntry, sectionsOf } from './menu-model';
import type { MenuItem } from './types';

// the narrow screen's drawer (Mantine's Drawer) loads with its first opening, as the
// drop-down menus do (LazyMenu): the frame is part of every page's first load (decision 045)
const MenuDrawer = lazyNamed(() => import('./MenuDrawer'), 'MenuDrawer');

/**
 * The frame's menu: from 1152 px the entries as buttons, those with a `group` in one drop-down per
 * group (lit while one of its pages is shown); narrower, a burger opening a drawer with every entry.
 * The current entry is the address's (menu-model.ts); a click is still remembered (spec 1 §2).
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
  const drawerLoaded = useShownOnce(drawer);
  if (!items.length) return null;
  const current = currentEntry(items, pathname);
  const [front, ...groups] = sectionsOf(items);
  // an administrator's entries fit beside the logo and the user menu from 1152 px at a smaller size
  const size = items.length > 9 ? 'compact-sm' : 'compact-md';
  // the current entry, and the drop-down holding it, lit as the Mantine 'light' button
  const light = (lit: boolean) => (lit ? { variant: 'light' } : { variant: 'subtle', color: 'dark' });
  return (
    <>
      <Group component="nav" aria-label="Menu principal" gap={4} wrap="nowrap" className={classes.wide}>
        {front!.items.map((item) => (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            size={size}
            {...light(item === current)}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => setActiveMenu(item.label)}
            onMouseEnter={item.preload}
            onFocus={item.preload}
          >
            <ItemLabel item={item} />
          </Button>
        ))}
        {groups.map(({ group, items: entries }) => {
          const lit = current?.group === group;
          return (
            <LazyMenu
              key={group}
              position="bottom-end"
              target={
                // 'true', not 'page': the current page is one of the menu's entries (which says 'page')
                <Button size={size} {...light(lit)} aria-current={lit || undefined}>
                  <span className={classes.dropdown}>{group}</span>
                </Button>
              }
              entries={entries.map((item) => ({
                key: item.to,
                label: <ItemLabel item={item} />,
                to: item.to,
                current: item === current,
                onClick: () => setActiveMenu(item.label),
                onPreload: item.preload,
              }))}
            />
          );
        })}
      </Group>
      <Burger
        className={classes.narrow}
        size="sm"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={drawer}
        opened={drawer}
        onClick={() => setDrawer(true)}
        onMouseEnter={MenuDrawer.preload}
        onFocus={MenuDrawer.preload}
      />
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MenuDrawer opened={drawer} onClose={() => setDrawer(false)} items={items} current={current} />
        </Suspense>
      )}
    </>
  );
}
