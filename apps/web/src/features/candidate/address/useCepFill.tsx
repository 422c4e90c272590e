/**
 * CEP search of the address tab (DESIGN.md §6): on a complete CEP, GET /candidate/data/cep/{cep}
 * and the address fields it answers are filled (and saved, like edits). When the service does
 * not know the CEP or cannot be reached, a short note lets the candidate type the address.
 */
import { useState, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { checkFieldValue, fieldByName } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { getCepQueryOptions } from '../api/get-cep';
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

export function useCepFill(suffix: '' | '_ENTREGA') {
  const page = useCandidatePage();
  const queue = useSaveQueue();
  const queryClient = useQueryClient();
  const [hint, setHint] = useState<ReactNode>(null);

  const lookup = async (text: string) => {
    const cep = text.replace(/\D/g, '');
    if (cep.length !== 8) return;
    setHint(
      <Text component="span" size="xs">
        {CEP_NOTES.searching}
      </Text>,
    );
    try {
      const answer = await queryClient.fetchQuery(getCepQueryOptions(cep));
      for (const [name, raw] of cepValues(answer)) {
        const def = fieldByName(`${name}${suffix}`);
        if (!def || !def.visible(page.ctx)) continue;
        const value = casedText(def, def.max ? raw.slice(0, def.max) : raw, page.upper);
        if (checkFieldValue(def, value) || sameAsStored(def, value, page.ctx.values[def.name])) continue;
        queue.enqueue({ kind: 'field', field: def.name }, storedValue(def, value));
        page.clearHighlight(def.name);
      }
      setHint(null);
    } catch (e) {
      const note =
        isApiError(e) && e.status === 404
          ? CEP_NOTES.notFound
          : isApiError(e) && e.status === 503
            ? e.message || CEP_NOTES.unavailable
            : CEP_NOTES.unavailable;
      setHint(
        <Text component="span" size="xs" c={COLORS.warning}>
          {note}
        </Text>,
      );
    }
  };
  return { hint, lookup };
}
