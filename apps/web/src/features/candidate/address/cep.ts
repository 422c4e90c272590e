/** What a CEP answer fills in the address (DESIGN.md §6). */
import type { Option } from '../../../components/fields/RegistryInput';
import type { CepAnswer } from '../api';

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The street type id of the answer (an id, or a name matched against the street types). */
function streetType(answer: CepAnswer, types: readonly Option[]): string | null {
  if (answer.IDLOGRADOURO !== null && answer.IDLOGRADOURO !== undefined) return String(answer.IDLOGRADOURO);
  const v = answer.LOGRADOURO;
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number' || /^\d+$/.test(v)) return String(v);
  return types.find((t) => plain(t.label) === plain(v))?.value ?? null;
}

/** The field → text pairs an answer fills (suffix '' for the home address, '_ENTREGA' for delivery). */
export function cepValues(answer: CepAnswer, types: readonly Option[]): [string, string][] {
  const type = streetType(answer, types);
  const street =
    answer.ENDERECO || (type === null && typeof answer.LOGRADOURO === 'string' ? answer.LOGRADOURO : '');
  const pairs: [string, unknown][] = [
    ['IDLOGRADOURO', type],
    ['ENDERECO', street],
    ['BAIRRO', answer.BAIRRO],
    ['CIDADE', answer.CIDADE],
    ['CODCIDADE', answer.CODCIDADE],
    ['UF', answer.UF],
  ];
  return pairs
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '')
    .map(([k, v]) => [k, String(v).trim()]);
}
