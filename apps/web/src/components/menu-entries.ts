import type { ReactNode } from 'react';

/** One entry of a menu shown by LazyMenu: a link (`to`), an action, or a divider. */
export type MenuEntry =
  | {
      key: string;
      label: ReactNode;
      to?: string;
      onClick?: () => void;
      /** preload what the entry opens (a page's chunk) when the pointer rests on it or it gets focus */
      onPreload?: () => void;
      color?: string;
      /** the page shown now (the frame's menu): marked, and announced as the current page */
      current?: boolean;
    }
  | { key: string; divider: true };

export const isDivider = (entry: MenuEntry): entry is { key: string; divider: true } => 'divider' in entry;
