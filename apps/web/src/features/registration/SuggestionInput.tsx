import { useState, type Ref } from 'react';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSuggestionsQueryOptions, type SuggestionKind } from './api/get-suggestions';

/** Suggestion delay of spec 3 §9. */
export const SUGGESTION_DELAY_MS = 250;

interface Props {
  kind: SuggestionKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef: Ref<HTMLInputElement>;
  name: string;
  required: boolean;
  maxLength: number;
  error?: string;
}

/** Free text with suggestions of names already used (Gestor, Recrutador), filtered by prefix. */
export function SuggestionInput({ kind, value, inputRef, maxLength, required, ...rest }: Props) {
  const [focused, setFocused] = useState(false);
  const [filter] = useDebouncedValue(value.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useQuery({
    ...getSuggestionsQueryOptions(kind, filter),
    enabled: focused,
    placeholderData: keepPreviousData,
  });
  const data = (suggestions.data ?? []).filter((s) => s !== value);
  return (
    <Autocomplete
      {...rest}
      ref={inputRef}
      value={value}
      withAsterisk={required}
      maxLength={maxLength}
      data={data}
      filter={({ options, search }) =>
        options.filter((o) => 'label' in o && o.label.toLowerCase().startsWith(search.trim().toLowerCase()))
      }
      limit={20}
      autoComplete="off"
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        rest.onBlur?.();
      }}
    />
  );
}
