import type { ReactElement } from 'react';
import { Badge, Group, Input, NumberInput, SegmentedControl, Switch, TextInput } from '@mantine/core';
import {
  Controller,
  useWatch,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
} from 'react-hook-form';
import {
  bankLabel,
  CLIENT_SETTINGS,
  SETTINGS_LIST_MAX,
  type ClientSettings,
  type SettingKey,
  type SettingKind,
} from '@admissao/domain';
import { RemoteSelect, type RemoteOptions } from '../../../components/fields/RemoteSelect';
import { IconCheck, IconX } from '../../../components/icons';
import { everyBankKey, searchBanks } from '../api/search-banks';
import { choiceOptions } from './settingsForm';

/** Every bank (not narrowed by the client's own preference): the search of the preferred-bank setting. */
const BANKS: RemoteOptions = {
  queryKey: everyBankKey(),
  load: async (filter) =>
    (await searchBanks(filter)).map((b) => ({ value: String(b.CODBANCO), label: bankLabel(b) })),
  debounceMs: 250,
  minChars: 1,
};

interface ControlProps {
  name: SettingKey;
  label: string;
  /** what the setting does, under its label (the retention settings say whose choice it is) */
  description: string | undefined;
  field: ControllerRenderProps<ClientSettings, SettingKey>;
  error: string | undefined;
  editing: boolean;
  /** the bank preference ('T' = every bank): the bank control is off then */
  preference: ClientSettings['BANCO_PREFERENCIA'];
}

const textControl =
  (
    extra: { type?: 'email'; description?: string; maxLength?: number },
    typed: (text: string) => string = (text) => text,
  ) =>
  ({ label, field, error, editing }: ControlProps) => (
    <TextInput
      label={label}
      {...extra}
      value={String(field.value ?? '')}
      onChange={(e) => field.onChange(typed(e.currentTarget.value))}
      onBlur={field.onBlur}
      readOnly={!editing}
      error={error}
      ref={field.ref}
    />
  );

/**
 * A flag's state as words with an icon, filled when on and outlined when off, so a disabled switch
 * is read at a glance and never by colour alone; both keep 4.5:1 or more (WCAG AA) on white.
 */
export const FLAG_STATE = {
  on: { text: 'Sim', variant: 'filled', color: 'teal.9', Icon: IconCheck },
  off: { text: 'Não', variant: 'outline', color: 'gray.8', Icon: IconX },
} as const;

/** The control of each kind of setting: a new kind does not compile until it has one. */
const CONTROLS = {
  // in view mode a disabled switch looks the same on and off: the state is written beside it
  flag: ({ label, field, error, editing }) => {
    const state = FLAG_STATE[field.value ? 'on' : 'off'];
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Switch
          label={label}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          disabled={!editing}
          error={error}
          ref={field.ref}
        />
        {editing ? null : (
          <Badge
            variant={state.variant}
            color={state.color}
            tt="none"
            leftSection={<state.Icon size={12} />}
            data-flag-state={field.value ? 'on' : 'off'}
            style={{ flexShrink: 0 }}
          >
            {state.text}
          </Badge>
        )}
      </Group>
    );
  },
  text: textControl({ description: 'Separe os itens com ponto e vírgula (;)', maxLength: SETTINGS_LIST_MAX }),
  email: textControl({ type: 'email' }),
  cnpj: textControl(
    { description: 'Números ou letras (CNPJ alfanumérico), com ou sem pontuação', maxLength: 18 },
    (text) => text.toUpperCase(),
  ),
  choice: ({ name, label, field, error, editing }) => (
    <Input.Wrapper label={label} error={error} id={`setting-${name}`}>
      <SegmentedControl
        mt={4}
        fullWidth
        aria-label={label}
        data={choiceOptions(name)}
        value={String(field.value)}
        onChange={field.onChange}
        disabled={!editing}
      />
    </Input.Wrapper>
  ),
  days: ({ label, description, field, error, editing }) => (
    <NumberInput
      label={label}
      description={description}
      allowDecimal={false}
      allowNegative={false}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
      readOnly={!editing}
      error={error}
    />
  ),
  // the only integer setting is the bank chosen for 'specific' or 'preferred'
  integer: ({ label, field, error, editing, preference }) => (
    <RemoteSelect
      label={label}
      remote={BANKS}
      value={field.value ? String(field.value) : ''}
      onChange={(v) => field.onChange(v ? Number(v) : 0)}
      disabled={!editing || preference === 'T'}
      description={preference === 'T' ? 'Com "Todos os bancos" não há banco selecionado' : undefined}
      error={error}
    />
  ),
} satisfies Record<SettingKind, (props: ControlProps) => ReactElement>;

interface Props {
  name: SettingKey;
  control: Control<ClientSettings>;
  editing: boolean;
}

/** One setting of CLIENT_SETTINGS as the control of its kind. */
export function SettingField({ name, control, editing }: Props) {
  const def = CLIENT_SETTINGS[name];
  const preference = useWatch({ control, name: 'BANCO_PREFERENCIA' });
  const Setting = CONTROLS[def.kind];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }: { field: ControlProps['field']; fieldState: ControllerFieldState }) => (
        <Setting
          name={name}
          label={def.label}
          description={'description' in def ? def.description : undefined}
          field={field}
          error={fieldState.error?.message}
          editing={editing}
          preference={preference}
        />
      )}
    />
  );
}
