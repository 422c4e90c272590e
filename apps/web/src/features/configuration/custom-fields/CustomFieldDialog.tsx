import { useEffect } from 'react';
import { Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CUSTOM_FIELD_FILLERS,
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
  ZCustomFieldCreate,
  type CustomField,
  type CustomFieldCreate,
} from '@admissao/domain';
import { FormDialog, type EditDialogProps } from '../../../components/FormDialog';

interface FormValues {
  DESCRICAO: string;
  TIPO: 'T' | 'M' | 'R';
  OPCOES: string;
  RESP_PREENCHIMENTO: 'A' | 'C';
  OBRIGATORIO: boolean;
  ATIVO: boolean;
}
const EMPTY: FormValues = {
  DESCRICAO: '',
  TIPO: 'T',
  OPCOES: '',
  RESP_PREENCHIMENTO: 'C',
  OBRIGATORIO: false,
  ATIVO: true,
};
const HELP = `Insira no mínimo 2 itens, finalizando cada um com ponto e vírgula (;). Rádio: no máximo ${CUSTOM_FIELD_LIMITS.radioMax} itens. Ex.: P;M;G;`;

interface Props extends EditDialogProps<CustomFieldCreate> {
  field: CustomField | null;
}

/** Add or edit a custom field with the rules of ZCustomFieldCreate (spec 3 §5). */
export function CustomFieldDialog({ opened, field, onClose, onSubmit }: Props) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, CustomFieldCreate>({
    resolver: zodResolver(ZCustomFieldCreate) as never,
    defaultValues: EMPTY,
  });
  const tipo = useWatch({ control, name: 'TIPO' });

  useEffect(() => {
    if (opened) reset(field ? { ...field, OPCOES: field.OPCOES ?? '' } : EMPTY);
  }, [opened, field, reset]);

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) onClose();
  });
  const title = field ? 'Editar campo adicional' : 'Adicionar campo adicional';

  return (
    <FormDialog opened={opened} title={title} onClose={onClose} onSubmit={submit} submitting={isSubmitting}>
      <TextInput
        label="Descrição"
        withAsterisk
        maxLength={CUSTOM_FIELD_LIMITS.description}
        data-autofocus
        error={errors.DESCRICAO?.message}
        {...register('DESCRICAO')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="TIPO"
          render={({ field: f }) => (
            <Select
              label="Tipo"
              withAsterisk
              data={CUSTOM_FIELD_TYPES}
              value={f.value}
              onChange={(v) => f.onChange(v)}
              allowDeselect={false}
              error={errors.TIPO?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="RESP_PREENCHIMENTO"
          render={({ field: f }) => (
            <Select
              label="Preenchido por"
              withAsterisk
              data={CUSTOM_FIELD_FILLERS}
              value={f.value}
              onChange={(v) => f.onChange(v)}
              allowDeselect={false}
              error={errors.RESP_PREENCHIMENTO?.message}
            />
          )}
        />
      </SimpleGrid>
      {tipo !== 'T' ? (
        <Textarea
          label="Opções"
          withAsterisk
          description={HELP}
          autosize
          minRows={2}
          maxLength={CUSTOM_FIELD_LIMITS.options}
          error={errors.OPCOES?.message}
          {...register('OPCOES')}
        />
      ) : null}
      <Group gap="xl">
        <Checkbox label="Obrigatório" {...register('OBRIGATORIO')} />
        <Checkbox label="Ativo" {...register('ATIVO')} />
      </Group>
    </FormDialog>
  );
}
