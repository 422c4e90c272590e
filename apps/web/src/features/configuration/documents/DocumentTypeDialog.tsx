import { useEffect } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { ZDocumentTypeCreate, type DocumentTypeConfig, type DocumentTypeCreate } from '@admissao/domain';
import { IconPlus, IconTrash } from '../../../components/icons';
import { FormDialog, type EditDialogProps } from '../../../components/FormDialog';

type FormValues = Omit<DocumentTypeCreate, 'NACIONALIDADE' | 'OBSERVACAO'> & {
  NACIONALIDADE: 'BRA' | 'EST' | '';
  OBSERVACAO: string;
};

const EMPTY: FormValues = {
  DOCUMENTO: '',
  OBSERVACAO: '',
  OPCIONAL: false,
  OPCIONAL_EST: false,
  ATIVO: true,
  NACIONALIDADE: '',
  CAMPOS_VALIDACAO: [],
};

const toForm = (d: DocumentTypeConfig): FormValues => ({
  DOCUMENTO: d.DOCUMENTO,
  OBSERVACAO: d.OBSERVACAO ?? '',
  OPCIONAL: d.OPCIONAL,
  OPCIONAL_EST: d.OPCIONAL_EST,
  ATIVO: d.ATIVO,
  NACIONALIDADE: d.NACIONALIDADE ?? '',
  CAMPOS_VALIDACAO: d.CAMPOS_VALIDACAO,
});

const NATIONALITIES = [
  { value: '', label: 'Todos os candidatos' },
  { value: 'BRA', label: 'Somente brasileiros' },
  { value: 'EST', label: 'Somente estrangeiros' },
];

// the form holds '' for "everyone"; the domain schema expects null
const base = zodResolver(ZDocumentTypeCreate);
const resolver = ((values: FormValues, ctx: unknown, opts: unknown) =>
  base({ ...values, NACIONALIDADE: values.NACIONALIDADE || null }, ctx, opts as never)) as never;

interface Props extends EditDialogProps<DocumentTypeCreate> {
  document: DocumentTypeConfig | null;
}

/** Add or edit a document type (spec 3 §5 "Document edit"; OCR terms of CAMPOS_VALIDACAO). */
export function DocumentTypeDialog({ opened, document, onClose, onSubmit }: Props) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver, defaultValues: EMPTY });
  const terms = useFieldArray({ control, name: 'CAMPOS_VALIDACAO' });

  useEffect(() => {
    if (opened) reset(document ? toForm(document) : EMPTY);
  }, [opened, document, reset]);

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values as unknown as DocumentTypeCreate)) onClose();
  });
  const title = document ? 'Editar documento' : 'Adicionar documento';

  return (
    <FormDialog opened={opened} title={title} onClose={onClose} onSubmit={submit} submitting={isSubmitting}>
      <TextInput
        label="Documento"
        withAsterisk
        maxLength={100}
        data-autofocus
        error={errors.DOCUMENTO?.message}
        {...register('DOCUMENTO')}
      />
      <Textarea
        label="Observação"
        description="Orientação mostrada ao candidato (até 230 caracteres)"
        autosize
        minRows={2}
        maxLength={230}
        error={errors.OBSERVACAO?.message}
        {...register('OBSERVACAO')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Checkbox label="Opcional" {...register('OPCIONAL')} />
        <Checkbox label="Opcional para estagiários" {...register('OPCIONAL_EST')} />
        <Checkbox label="Ativo" {...register('ATIVO')} />
      </SimpleGrid>
      <Controller
        control={control}
        name="NACIONALIDADE"
        render={({ field }) => (
          <Select
            label="Pedido a"
            data={NATIONALITIES}
            value={field.value}
            onChange={(v) => field.onChange(v ?? '')}
            allowDeselect={false}
          />
        )}
      />
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            Campos procurados pela validação (OCR)
          </Text>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => terms.append({ NOME: '', TIPO: '' })}
            disabled={terms.fields.length >= 20}
          >
            Adicionar campo
          </Button>
        </Group>
        {terms.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum campo de validação.
          </Text>
        ) : null}
        {terms.fields.map((t, i) => (
          <Group key={t.id} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={2}
              label={`Campo ${i + 1}`}
              placeholder="Ex.: NOME"
              maxLength={60}
              error={errors.CAMPOS_VALIDACAO?.[i]?.NOME?.message}
              {...register(`CAMPOS_VALIDACAO.${i}.NOME`)}
            />
            <TextInput
              flex={1}
              label={`Tipo do campo ${i + 1}`}
              placeholder="Ex.: TEXTO"
              maxLength={30}
              error={errors.CAMPOS_VALIDACAO?.[i]?.TIPO?.message}
              {...register(`CAMPOS_VALIDACAO.${i}.TIPO`)}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={`Remover campo ${i + 1}`}
              onClick={() => terms.remove(i)}
            >
              <IconTrash />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </FormDialog>
  );
}
