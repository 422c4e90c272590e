import { cloneElement, useRef, type ReactElement } from 'react';
import { Menu, type MenuProps } from '@mantine/core';
import { Link } from 'react-router';
import { isDivider, type MenuEntry } from './menu-entries';

/** the current page's entry, drawn as the header's current button (Mantine's 'light' variant) */
const CURRENT = {
  backgroundColor: 'var(--mantine-color-blue-light)',
  color: 'var(--mantine-color-blue-light-color)',
};

/** Mantine's menu over `target` with these entries, opened at once (LazyMenu loads it on a click). */
export function MenuWithEntries({
  target,
  entries,
  position,
}: {
  target: ReactElement<{ ref?: React.Ref<HTMLElement> }>;
  entries: MenuEntry[];
  position: MenuProps['position'];
}) {
  const targetRef = useRef<HTMLElement>(null);
  // Mantine gives the focus back on closing to what had it at opening — noted on a change to open,
  // never for a menu that mounts open, as this one does on its first opening: so the target takes
  // it back here when it was left in the closing menu or nowhere (what Mantine does later on)
  const onClose = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[role="menu"]'))
      targetRef.current?.focus({ preventScroll: true });
  };
  return (
    // no initial-focus placeholder: Mantine's is a focusable role="presentation" div, which axe
    // refuses inside role="menu" (aria-required-children); the first entry takes the focus instead,
    // as the WAI-ARIA menu button pattern has it
    <Menu
      position={position}
      withinPortal
      defaultOpened
      onClose={onClose}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{cloneElement(target, { ref: targetRef })}</Menu.Target>
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
              aria-current={entry.current ? 'page' : undefined}
              style={entry.current ? CURRENT : undefined}
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
