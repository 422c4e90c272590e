import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDateBR,
  ZUserUpdate,
  type StateEntry,
  type UserData,
  type UserUpdateOutput,
} from '@admissao/domain';
import { SaveCancelActions } from '../../components/FormDialog';
import { MASKS, MaskedInput } from '../../components/MaskedInput';

type Masked = 'CPF' | 'DTNASC' | 'CEP' | 'TELEFONE';
const TEXT_FIELDS: { name: Exclude<keyof UserData, 'CODUSUARIO' | Masked | 'UF'>; label: string }[] = [
  { name: 'ENDERECO', label: 'Endereço' },
  { name: 'BAIRRO', label: 'Bairro' },
  { name: 'CIDADE', label: 'Cidade' },
  { name: 'CARGO', label: 'Cargo' },
  { name: 'NOMEDEPTO', label: 'Departamento' },
  { name: 'EMAIL', label: 'E-mail' },
  { name: 'FACEBOOK', label: 'Rede social' },
];

interface Props {
  data: UserData;
  states: StateEntry[];
  onSubmit: (values: UserUpdateOutput) => Promise<void>;
  onCancel: () => void;
}

/** The user's own data (spec 1 §2); validated by ZUserUpdate of @admissao/domain. */
export function UserDataForm({ data, states, onSubmit, onCancel }: Props) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZUserUpdate),
    defaultValues: {
      CODUSUARIO: data.CODUSUARIO,
      NOMEUSUARIO: data.NOMEUSUARIO ?? '',
      CPF: data.CPF ?? '',
      DTNASC: formatDateBR(data.DTNASC?.slice(0, 10)),
      CEP: data.CEP ?? '',
      ENDERECO: data.ENDERECO ?? '',
      BAIRRO: data.BAIRRO ?? '',
      CIDADE: data.CIDADE ?? '',
      UF: data.UF ?? '',
      TELEFONE: data.TELEFONE ?? '',
      CARGO: data.CARGO ?? '',
      NOMEDEPTO: data.NOMEDEPTO ?? '',
      EMAIL: data.EMAIL ?? '',
      FACEBOOK: data.FACEBOOK ?? '',
    },
  });

  const masked = (
    name: Masked,
    label: string,
    mask: (typeof MASKS)[keyof typeof MASKS],
    required = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MaskedInput
          label={label}
          mask={mask}
          inputMode="numeric"
          withAsterisk={required}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values))} noValidate aria-label="Dados do usuário">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Nome"
          withAsterisk
          maxLength={100}
          error={errors.NOMEUSUARIO?.message}
          {...register('NOMEUSUARIO')}
        />
        {masked('CPF', 'CPF', MASKS.cpf, true)}
        {masked('DTNASC', 'Data de nascimento', MASKS.date, true)}
        {masked('CEP', 'CEP', MASKS.cep)}
        {TEXT_FIELDS.slice(0, 3).map((f) => (
          <TextInput
            key={f.name}
            label={f.label}
            maxLength={100}
            error={errors[f.name]?.message}
            {...register(f.name)}
          />
        ))}
        <Controller
          control={control}
          name="UF"
          render={({ field }) => (
            <Select
              label="UF"
              searchable
              clearable
              allowDeselect={false}
              data={states.map((s) => ({ value: s.UF_SIGLA, label: `${s.UF_SIGLA} - ${s.UF_NOME}` }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.UF?.message}
            />
          )}
        />
        {masked('TELEFONE', 'Telefone', MASKS.phone)}
        {TEXT_FIELDS.slice(3).map((f) => (
          <TextInput
            key={f.name}
            label={f.label}
            maxLength={100}
            error={errors[f.name]?.message}
            {...register(f.name)}
          />
        ))}
      </SimpleGrid>
      <SaveCancelActions onCancel={onCancel} saving={isSubmitting} mt="lg" />
    </form>
  );
}
