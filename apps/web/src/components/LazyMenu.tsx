/**
 * A drop-down menu whose machinery (Mantine's Menu: keyboard navigation, sub-menus, type-ahead;
 * 6 KB) loads with its first opening: the frame's burger and user menus are on every page and
 * rarely opened before the page is read (decision 045). The target is shown as it is until then;
 * a click (or Enter, Space) loads the menu and opens it, focus going to its entries; resting the
 * pointer on the target, or focusing it, fetches the code beforehand.
 */
import { cloneElement, Suspense, useState, type ReactElement } from 'react';
import type { MenuProps } from '@mantine/core';
import type { MenuEntry } from './menu-entries';
import { lazyNamed } from '../lib/deferred';

const MenuWithEntries = lazyNamed(() => import('./MenuWithEntries'), 'MenuWithEntries');

interface LazyMenuProps {
  /** the button that opens the menu */
  target: ReactElement<Record<string, unknown>>;
  entries: MenuEntry[];
  position: MenuProps['position'];
}

export function LazyMenu({ target, entries, position }: LazyMenuProps) {
  const [wanted, setWanted] = useState(false);
  const closed = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setWanted(true),
    onMouseEnter: MenuWithEntries.preload,
    onFocus: MenuWithEntries.preload,
  });
  if (!wanted) return closed;
  return (
    <Suspense fallback={closed}>
      <MenuWithEntries target={target} entries={entries} position={position} />
    </Suspense>
  );
}
