/** How the kit's types and audiences read in the tab (exhaustive maps of the contract's enums). */
import type { KitTemplate } from '@admissao/domain';

export const TYPE_LABELS: Record<KitTemplate['TIPO'], string> = {
  TEXTO: 'Texto',
  FICHA: 'Ficha de registro',
};
export const APPLIES_LABELS: Record<KitTemplate['APLICA_A'], string> = {
  TODOS: 'Todos',
  CLT: 'CLT',
  ESTAGIO: 'Estágio',
};
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
