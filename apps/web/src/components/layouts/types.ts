export interface MenuItem {
  /** the name remembered as active menu ('Candidatos', 'Dados'...) */
  label: string;
  to: string;
  /** other path prefixes that belong to this item */
  match?: string[];
  /**
   * the drop-down menu of the header the item is listed in ('Configuração'); without one the item
   * stands in the header itself (issue 30: twelve buttons did not fit a 1366 px laptop)
   */
  group?: string;
  /** a count shown beside the label (unread conversations) */
  badge?: number;
  /** loads the page's code ahead of a click (pointer resting on the entry, keyboard focus) */
  preload?: () => void;
}
