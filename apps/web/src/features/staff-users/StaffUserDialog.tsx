import { useEffect } from 'react';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Input,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  grantableFlags,
  isStaffRole,
  noPermissions,
  PERMISSION_FLAGS,
  ZStaffUserCreate,
  ZStaffUserUpdate,
  type PermissionSet,
  type StaffUserCreate,
} from '@admissao/domain';
import type { StaffUser } from './api/get-staff-users';
import { PERMISSION_LABELS, ROLE_LABELS } from './labels';
import { FormDialog, type EditDialogProps } from '../../components/FormDialog';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';

interface FormValues {
  USUARIO: string;
  NOMEUSUARIO: string;
  EMAIL: string;
  CPF: string;
  PERMISSAO: 'ADMIN' | 'MANAGER';
  CLIENTES: string[];
  PERMISSOES: PermissionSet;
  ATIVO: boolean;
}

const empty = (clients: string[]): FormValues => ({
  USUARIO: '',
  NOMEUSUARIO: '',
  EMAIL: '',
  CPF: '',
  PERMISSAO: 'MANAGER',
  CLIENTES: clients.length === 1 ? clients : [],
  PERMISSOES: noPermissions(),
  ATIVO: true,
});
const toForm = (u: StaffUser): FormValues => ({
  USUARIO: u.USUARIO,
  NOMEUSUARIO: u.NOMEUSUARIO,
  EMAIL: u.EMAIL ?? '',
  CPF: u.CPF ?? '',
  PERMISSAO: u.PERMISSAO,
  CLIENTES: u.CLIENTES.map((c) => c.CODCLI),
  PERMISSOES: { ...noPermissions(), ...u.PERMISSOES },
  ATIVO: u.ATIVO,
});

const createResolver = zodResolver(ZStaffUserCreate) as never;
const updateResolver = zodResolver(ZStaffUserUpdate) as never;

interface Props extends EditDialogProps<StaffUserCreate & { ATIVO?: boolean }> {
  user: StaffUser | null;
  clients: { CODCLI: string; NOMECLI: string }[];
}

/** Create or edit a staff user: role, clients and permission flags; the password goes by e-mail. */
export function StaffUserDialog({ opened, user, clients, onClose, onSubmit }: Props) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: user ? updateResolver : createResolver, defaultValues: empty([]) });

  useEffect(() => {
    if (opened) reset(user ? toForm(user) : empty(clients.map((c) => c.CODCLI)));
  }, [opened, user, clients, reset]);

  // the API refuses a flag the caller does not hold (decision 009): such boxes are shown off and locked
  const role = useSession().user?.PERMISSAO;
  const mine = usePermissions().data ?? noPermissions();
  const grantable = grantableFlags(
    { role: isStaffRole(role) ? role : 'MANAGER', permissions: mine, clients: [] },
    user?.PERMISSOES,
  );
  const markAll = () =>
    setValue('PERMISSOES', {
      ...noPermissions(),
      ...Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, grantable.has(f)])),
    });

  const submit = handleSubmit(async (values) => {
    if (await onSubmit({ ...values, USUARIO: user?.USUARIO ?? values.USUARIO })) onClose();
  });
  const title = user ? 'Editar usuário' : 'Novo usuário';

  return (
    <FormDialog opened={opened} title={title} onClose={onClose} onSubmit={submit} submitting={isSubmitting}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Usuário (login)"
          withAsterisk={!user}
          readOnly={Boolean(user)}
          maxLength={100}
          data-autofocus
          error={errors.USUARIO?.message}
          {...register('USUARIO')}
        />
        <TextInput label="CPF" maxLength={14} error={errors.CPF?.message} {...register('CPF')} />
      </SimpleGrid>
      <TextInput
        label="Nome"
        withAsterisk
        maxLength={100}
        error={errors.NOMEUSUARIO?.message}
        {...register('NOMEUSUARIO')}
      />
      <TextInput
        label="E-mail"
        type="email"
        withAsterisk
        maxLength={70}
        error={errors.EMAIL?.message}
        {...register('EMAIL')}
      />
      <Controller
        control={control}
        name="PERMISSAO"
        render={({ field }) => (
          <Input.Wrapper label="Perfil" error={errors.PERMISSAO?.message}>
            <SegmentedControl
              mt={4}
              fullWidth
              aria-label="Perfil"
              data={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
              value={field.value}
              onChange={field.onChange}
            />
          </Input.Wrapper>
        )}
      />
      <Controller
        control={control}
        name="CLIENTES"
        render={({ field }) => (
          <MultiSelect
            label="Clientes"
            withAsterisk
            searchable
            data={clients.map((c) => ({ value: c.CODCLI, label: `${c.CODCLI} - ${c.NOMECLI}` }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.CLIENTES?.message}
          />
        )}
      />
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Permissões
        </Text>
        <Group gap={4}>
          <Button size="xs" variant="subtle" onClick={markAll}>
            Marcar todas
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setValue('PERMISSOES', noPermissions())}>
            Desmarcar todas
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PERMISSION_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={PERMISSION_LABELS[flag]}
            disabled={!grantable.has(flag)}
            description={grantable.has(flag) ? undefined : 'Você não possui esta permissão'}
            {...register(`PERMISSOES.${flag}`)}
          />
        ))}
      </SimpleGrid>
      {!user ? (
        <Text size="xs" c="dimmed">
          A senha inicial é enviada por e-mail e deve ser trocada no primeiro acesso.
        </Text>
      ) : null}
    </FormDialog>
  );
}
