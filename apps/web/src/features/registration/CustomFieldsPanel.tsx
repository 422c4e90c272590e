import { SimpleGrid, Text } from '@mantine/core';
import { CustomFieldInput } from '../../components/fields/CustomFieldInput';
import type { CustomField } from '@admissao/domain';
import { customKey } from './model';
import type { FieldBinding } from './useFormState';

export { CUSTOM_TEXT_MAX } from '../../components/fields/CustomFieldInput';

interface Props {
  fields: CustomField[];
  bind: (name: string) => FieldBinding;
}

/** 'Informações adicionais': the custom fields the admin fills (T text, R radio, M multi-select). */
export function CustomFieldsPanel({ fields, bind }: Props) {
  if (!fields.length)
    return <Text c="gray.7">Nenhuma informação adicional a ser preenchida no cadastro.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
      {fields.map((f) => {
        const name = customKey(f);
        const { value, error, onChange, inputRef } = bind(name);
        return (
          <CustomFieldInput
            key={f.CODINFO}
            field={f}
            name={name}
            inputRef={inputRef}
            value={value}
            error={error}
            onChange={onChange}
          />
        );
      })}
    </SimpleGrid>
  );
}
