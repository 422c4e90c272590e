export interface MenuItem {
  /** the name remembered as active menu ('Candidatos', 'Dados'...) */
  label: string;
  to: string;
  /** other path prefixes that belong to this item */
  match?: string[];
  /** a count shown beside the label (unread conversations) */
  badge?: number;
}
