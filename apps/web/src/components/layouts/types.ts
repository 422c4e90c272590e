export interface MenuItem {
  /** the name remembered as active menu ('Candidatos', 'Dados'...) */
  label: string;
  to: string;
  /** other path prefixes that belong to this item */
  match?: string[];
  /** a count shown beside the label (unread conversations) */
  badge?: number;
  /** loads the page's code ahead of a click (pointer resting on the entry, keyboard focus) */
  preload?: () => void;
}
