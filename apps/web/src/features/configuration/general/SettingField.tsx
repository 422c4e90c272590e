import { Input, NumberInput, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { CLIENT_SETTINGS, SETTINGS_LIST_MAX, type ClientSettings, type SettingKey } from '@admissao/domain';
import { RemoteSelect, type RemoteOptions } from '../../../components/fields/RemoteSelect';
import { searchBanks } from '../api/search-banks';
import { choiceOptions } from './settingsForm';

const BANKS: RemoteOptions = {
  queryKey: ['banks', 'all'],
  load: async (filter) =>
    (await searchBanks(filter)).map((b) => ({
      value: String(b.CODBANCO),
      label: `${String(b.CODBANCO).padStart(3, '0')} - ${b.BANCO_NOME}`,
    })),
  debounceMs: 250,
  minChars: 1,
};

interface Props {
  name: SettingKey;
  control: Control<ClientSettings>;
  editing: boolean;
}

/** One setting of CLIENT_SETTINGS as a control chosen by its kind. */
export function SettingField({ name, control, editing }: Props) {
  const def = CLIENT_SETTINGS[name];
  const preference = useWatch({ control, name: 'BANCO_PREFERENCIA' });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        switch (def.kind) {
          case 'flag':
            return (
              <Switch
                label={def.label}
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                disabled={!editing}
                error={error}
                ref={field.ref}
              />
            );
          case 'text':
            return (
              <TextInput
                label={def.label}
                description="Separe os itens com ponto e vírgula (;)"
                maxLength={SETTINGS_LIST_MAX}
                value={String(field.value ?? '')}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                readOnly={!editing}
                error={error}
                ref={field.ref}
              />
            );
          case 'choice':
            return (
              <Input.Wrapper label={def.label} error={error} id={`setting-${name}`}>
                <SegmentedControl
                  mt={4}
                  fullWidth
                  aria-label={def.label}
                  data={choiceOptions(name)}
                  value={String(field.value)}
                  onChange={field.onChange}
                  disabled={!editing}
                />
              </Input.Wrapper>
            );
          case 'email':
            return (
              <TextInput
                label={def.label}
                type="email"
                value={String(field.value ?? '')}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                readOnly={!editing}
                error={error}
                ref={field.ref}
              />
            );
          case 'days':
            return (
              <NumberInput
                label={def.label}
                description={'description' in def ? def.description : undefined}
                allowDecimal={false}
                allowNegative={false}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
                readOnly={!editing}
                error={error}
              />
            );
          case 'integer':
            // the only integer setting is the bank chosen for 'specific' or 'preferred'
            return (
              <RemoteSelect
                label={def.label}
                remote={BANKS}
                value={field.value ? String(field.value) : ''}
                onChange={(v) => field.onChange(v ? Number(v) : 0)}
                disabled={!editing || preference === 'T'}
                description={
                  preference === 'T' ? 'Com "Todos os bancos" não há banco selecionado' : undefined
                }
                error={error}
              />
            );
        }
      }}
    />
  );
}
