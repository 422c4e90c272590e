/**
 * CEP search of the address tab (docs/design.md §6): on a complete CEP, GET /candidate/data/cep/{cep}
 * and the address fields it answers are filled and saved (the home address as a whole, SAVED_WHOLE). When the service does
 * not know the CEP or cannot be reached, a short note lets the candidate type the address.
 */
import { useState, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { ADDRESS_ERROR_TITLES, checkFieldValue, fieldByName, type AddressPart } from '@admissao/domain';
import { hasCode, isApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useSaveAddress } from '../api/save-address';
import type { EditValue } from '../autosave/types';
import { useFetchCep } from '../api/get-cep';
import { useSaveQueue } from '../autosave/AutosaveProvider';
import { useCandidatePage } from '../PageContext';
import { cepValues } from './cep';
import { casedText, sameAsStored, storedValue } from '../sections/values';
import { COLORS } from '../colors';

export const CEP_NOTES = {
  searching: 'Buscando endereço...',
  notFound: 'CEP não encontrado. Preencha o endereço manualmente.',
  unavailable: 'Não foi possível consultar o CEP. Preencha o endereço manualmente.',
} as const;

type Suffix = '' | '_ENTREGA';

/**
 * What a found address is saved with: the home address as a whole with PUT /candidate/address/main
 * (its failure says 'Erro ao atualizar o endereço'); the delivery address field by field through the
 * autosave (its whole-address call is 'Copiar endereço residencial', with its own message).
 */
const SAVED_WHOLE = { '': 'main', _ENTREGA: null } as const satisfies Record<Suffix, AddressPart | null>;

export function useCepFill(suffix: Suffix) {
  const page = useCandidatePage();
  const queue = useSaveQueue();
  const saveAddress = useSaveAddress();
  const fetchCep = useFetchCep();
  const [hint, setHint] = useState<ReactNode>(null);

  const lookup = async (text: string) => {
    const cep = text.replace(/\D/g, '');
    if (cep.length !== 8) return;
    setHint(
      <Text component="span" size="xs">
        {CEP_NOTES.searching}
      </Text>,
    );
    let answer;
    try {
      answer = await fetchCep(cep);
    } catch (e) {
      const note = hasCode(e, 'NOT_FOUND')
        ? CEP_NOTES.notFound
        : hasCode(e, 'UNAVAILABLE')
          ? e.message || CEP_NOTES.unavailable
          : CEP_NOTES.unavailable;
      setHint(
        <Text component="span" size="xs" c={COLORS.warning}>
          {note}
        </Text>,
      );
      return;
    }
    const found = new Map<string, EditValue>();
    for (const [name, raw] of cepValues(answer)) {
      const def = fieldByName(`${name}${suffix}`);
      if (!def || !def.visible(page.ctx)) continue;
      const value = casedText(def, def.max ? raw.slice(0, def.max) : raw, page.upper);
      if (checkFieldValue(def, value) || sameAsStored(def, value, page.ctx.values[def.name])) continue;
      found.set(def.name, storedValue(def, value));
    }
    setHint(null);
    if (found.size === 0) return;
    const whole = SAVED_WHOLE[suffix];
    if (!whole) {
      for (const [name, value] of found) queue.enqueue({ kind: 'field', field: name }, value);
    } else {
      // the home address the CEP found is saved as one address (spec 2 §7), the CEP with it
      try {
        await saveAddress(whole, page.id, { [`CEP${suffix}`]: cep, ...Object.fromEntries(found) });
      } catch (e) {
        notifyError(ADDRESS_ERROR_TITLES[whole], isApiError(e) ? e.message : undefined);
        return;
      }
    }
    for (const name of found.keys()) page.clearHighlight(name);
  };
  return { hint, lookup };
}
