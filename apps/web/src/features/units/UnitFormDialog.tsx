import { useEffect } from 'react';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZUnitCreate, type Unit } from '@admissao/domain';
import type { z } from 'zod';
import { FormDialog, type EditDialogProps } from '../../components/FormDialog';

/** What the form edits: the body of POST /candidate/data/units. */
export type UnitInput = z.input<typeof ZUnitCreate>;

interface Props extends EditDialogProps<UnitInput> {
  /** the unit being edited; null adds a new one */
  unit: Unit | null;
}

const EMPTY: UnitInput = { UNIDADE: '', EMAILRESPONSAVEL: '', CNPJ: '' };

/** Add or edit a unit: name and responsible e-mail, both required (spec 3 §5); the CNPJ for eSocial. */
export function UnitFormDialog({ opened, unit, onClose, onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UnitInput>({ resolver: zodResolver(ZUnitCreate), defaultValues: EMPTY });

  useEffect(() => {
    if (opened)
      reset(
        unit
          ? { UNIDADE: unit.UNIDADE, EMAILRESPONSAVEL: unit.EMAILRESPONSAVEL, CNPJ: unit.CNPJ ?? '' }
          : EMPTY,
      );
  }, [opened, unit, reset]);

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) onClose();
  });

  return (
    <FormDialog
      opened={opened}
      title={unit ? 'Editar unidade' : 'Adicionar unidade'}
      size="md"
      onClose={onClose}
      onSubmit={submit}
      submitting={isSubmitting}
    >
      <TextInput
        label="Unidade"
        withAsterisk
        maxLength={100}
        data-autofocus
        error={errors.UNIDADE?.message}
        {...register('UNIDADE')}
      />
      <TextInput
        label="E-mail do responsável"
        type="email"
        withAsterisk
        maxLength={100}
        error={errors.EMAILRESPONSAVEL?.message}
        {...register('EMAILRESPONSAVEL')}
      />
      <TextInput
        label="CNPJ do estabelecimento (eSocial)"
        description="Números ou letras (CNPJ alfanumérico), com ou sem pontuação"
        maxLength={18}
        error={errors.CNPJ?.message}
        {...register('CNPJ')}
      />
    </FormDialog>
  );
}
