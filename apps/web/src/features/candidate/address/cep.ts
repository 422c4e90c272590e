/** What a CEP answer fills in the address (docs/design.md §6). */
import type { CepAnswer } from '@admissao/domain';

/**
 * The field → text pairs an answer fills (the caller adds the suffix: '' for the home address,
 * '_ENTREGA' for delivery). The API has already split the street type (IDLOGRADOURO, an id of
 * the street types) from the street; blanks fill nothing.
 */
export function cepValues(answer: CepAnswer): [string, string][] {
  const pairs: [string, string][] = [
    ['IDLOGRADOURO', String(answer.IDLOGRADOURO)],
    ['ENDERECO', answer.ENDERECO],
    ['BAIRRO', answer.BAIRRO],
    ['CIDADE', answer.CIDADE],
    ['CODCIDADE', answer.CODCIDADE],
    ['UF', answer.UF],
  ];
  return pairs.filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]);
}
