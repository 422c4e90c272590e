import { useState, type ReactNode, type Ref } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { remoteLabelQuery, remoteSearchKey, type Option, type RemoteOptions } from './remote-queries';

export { remoteLabelQuery, remoteSearchKey, type Option, type RemoteOptions };

/** Labels already seen, so a chosen option keeps its name after the search list changes. */
const knownLabels = new Map<string, string>();
const labelKey = (queryKey: readonly unknown[], value: string) => `${JSON.stringify(queryKey)}|${value}`;

export interface RemoteSelectProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  remote: RemoteOptions;
  required?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** A searchable select whose options come from the server, searched as the user types. */
export function RemoteSelect({ remote, value, onChange, inputRef, required, ...rest }: RemoteSelectProps) {
  const [search, setSearch] = useState('');
  const [typing, setTyping] = useState(false);
  const [filter] = useDebouncedValue(search.trim(), remote.debounceMs ?? 1000);
  const minChars = remote.minChars ?? 2;
  const known = value ? knownLabels.get(labelKey(remote.queryKey, value)) : undefined;

  const results = useQuery({
    queryKey: remoteSearchKey(remote, filter),
    queryFn: () => remote.load(filter),
    enabled: typing && filter.length >= minChars,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // the stored code's name: asked once with the code itself
  const current = useQuery({ ...remoteLabelQuery(remote, value), enabled: Boolean(value) && !known });

  const selected: Option | null = value ? { value, label: known ?? current.data?.label ?? value } : null;
  const options = typing ? (results.data ?? []) : [];
  const data = [...(selected && !options.some((o) => o.value === value) ? [selected] : []), ...options];
  for (const o of options) knownLabels.set(labelKey(remote.queryKey, o.value), o.label);

  return (
    <Select
      {...rest}
      ref={inputRef}
      withAsterisk={required}
      searchable
      data={data}
      value={value || null}
      searchValue={typing ? search : (selected?.label ?? '')}
      onSearchChange={(text) => {
        setSearch(text);
        setTyping(text !== (selected?.label ?? ''));
      }}
      onChange={(v, option) => {
        if (option) knownLabels.set(labelKey(remote.queryKey, option.value), option.label);
        setTyping(false);
        onChange(v ?? '');
      }}
      onBlur={() => {
        setTyping(false);
        rest.onBlur?.();
      }}
      filter={({ options: all }) => all}
      placeholder="Digite para buscar"
      nothingFoundMessage={
        !typing || filter.length < minChars
          ? `Digite ao menos ${minChars} letras`
          : results.isFetching
            ? 'Buscando...'
            : 'Nada encontrado'
      }
      rightSection={results.isFetching ? <Loader size="xs" aria-label="Buscando" /> : undefined}
      allowDeselect={false}
      autoComplete="off"
      comboboxProps={{ keepMounted: false }}
    />
  );
}
