/** Which entry of the frame's menu is current, and how the entries are laid out (MainMenu.tsx). */
import type { MenuItem } from './types';

/**
 * The entry the page at `pathname` belongs to: the one whose own path it is, or one of whose
 * `match` prefixes it starts with; none for a page no entry claims. The address alone decides:
 * the menu once fell back to the entry last clicked (kept in local storage), so a page opened from
 * elsewhere — the access log, from the user menu — lit 'Painel', remembered at sign-in (issue 30).
 */
export const currentEntry = (items: MenuItem[], pathname: string): MenuItem | undefined =>
  items.find((item) => pathname === item.to || item.match?.some((prefix) => pathname.startsWith(prefix)));

/** The entries shown in the header itself, then each drop-down's (named by `group`), in menu order. */
export const sectionsOf = (items: MenuItem[]) =>
  [...new Set([undefined, ...items.map((item) => item.group)])].map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  }));
