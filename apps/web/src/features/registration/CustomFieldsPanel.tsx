import { SimpleGrid, Text } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { CustomFieldInput } from '../../components/fields/CustomFieldInput';
import type { CustomField } from '@admissao/domain';
import { customKey, type FormValues } from './model';

export { CUSTOM_TEXT_MAX } from '../../components/fields/CustomFieldInput';

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
          render={({ field, fieldState }) => (
            <CustomFieldInput
              field={f}
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              error={fieldState.error?.message}
              onChange={(v) => {
                field.onChange(v);
                onEdit(field.name);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
