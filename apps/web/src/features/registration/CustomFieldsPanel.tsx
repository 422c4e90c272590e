import { Group, MultiSelect, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { optionsOf, type CustomField } from './api';
import { customKey, type FormValues } from './model';

export const CUSTOM_TEXT_MAX = 100;

interface Props {
  fields: CustomField[];
  control: Control<FormValues>;
  onEdit: (name: string) => void;
}

/** 'Informações adicionais': the custom fields the admin fills (T text, R radio, M multi-select). */
export function CustomFieldsPanel({ fields, control, onEdit }: Props) {
  if (!fields.length)
    return <Text c="gray.7">Nenhuma informação adicional a ser preenchida no cadastro.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
      {fields.map((f) => (
        <Controller
          key={f.CODINFO}
          control={control}
          name={customKey(f)}
          render={({ field, fieldState }) => {
            const value = field.value ?? '';
            const change = (v: string) => {
              field.onChange(v);
              onEdit(field.name);
            };
            const common = {
              label: f.DESCRICAO,
              withAsterisk: f.OBRIGATORIO,
              error: fieldState.error?.message,
            };
            const options = optionsOf(f.OPCOES);
            if (f.TIPO === 'R')
              return (
                <Radio.Group {...common} name={field.name} value={value} onChange={change}>
                  <Group mt={8} gap="lg">
                    {options.map((o, i) => (
                      <Radio key={o} value={o} label={o} ref={i === 0 ? field.ref : undefined} />
                    ))}
                  </Group>
                </Radio.Group>
              );
            if (f.TIPO === 'M')
              return (
                <MultiSelect
                  {...common}
                  ref={field.ref}
                  data={options}
                  placeholder={value ? undefined : 'Selecione'}
                  value={optionsOf(value)}
                  onChange={(list) => change(list.join(';'))}
                  onBlur={field.onBlur}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Limpar seleção' }}
                />
              );
            return (
              <TextInput
                {...common}
                ref={field.ref}
                name={field.name}
                maxLength={CUSTOM_TEXT_MAX}
                autoComplete="off"
                value={value}
                onChange={(e) => change(e.currentTarget.value)}
                onBlur={field.onBlur}
              />
            );
          }}
        />
      ))}
    </SimpleGrid>
  );
}
