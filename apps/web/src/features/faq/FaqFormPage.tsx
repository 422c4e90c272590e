import { useEffect } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateBR } from '@admissao/domain';
import { RichTextField, RichTextView } from '../../components/rich-text';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useDoubt } from './api/get-doubts';
import { createDoubt, updateDoubt, useRefreshDoubts } from './api/save-doubt';
import { errorDetail } from './errors';
import { doubtResolver, type DoubtInput } from './schema';

const EMPTY: DoubtInput = { TITULO: '', RESUMO: '', DESCRICAO: '' };

/**
 * /admin/duvidas/cadastro and /admin/duvidas/editar/{id}: title, summary and rich-text answer.
 * A MANAGER opening an entry sees it read-only (edit is ADMIN only, spec 1 §2).
 */
export function FaqFormPage() {
  const { id } = useParams();
  const codigo = id ? Number(id) : 0;
  const editing = codigo > 0;
  const isAdmin = useSession().user?.PERMISSAO === 'ADMIN';
  const navigate = useNavigate();
  const refreshDoubts = useRefreshDoubts();
  const doubt = useDoubt(codigo, editing);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DoubtInput>({ resolver: doubtResolver, defaultValues: EMPTY });

  useEffect(() => {
    if (doubt.data)
      reset({
        TITULO: doubt.data.TITULO,
        RESUMO: doubt.data.RESUMO,
        DESCRICAO: doubt.data.DESCRICAO,
      });
  }, [doubt.data, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = editing ? await updateDoubt(codigo, values) : await createDoubt(values);
      notifySuccess(
        answer.message || (editing ? 'Dúvida alterada com sucesso!' : 'Dúvida postada com sucesso!'),
      );
      await refreshDoubts();
      void navigate('/admin/duvidas/lista');
    } catch (e) {
      notifyError(editing ? 'Erro ao alterar dados' : 'Erro ao postar duvida', errorDetail(e));
    }
  });

  if (editing && doubt.isPending)
    return (
      <Center mih="40vh">
        <Loader aria-label="Carregando dúvida" />
      </Center>
    );
  if (editing && doubt.isError)
    return (
      <Stack>
        <Alert color="red" title="Dúvida não encontrada">
          {errorDetail(doubt.error) ?? 'Não foi possível carregar a dúvida.'}
        </Alert>
        <Group>
          <Button component={Link} to="/admin/duvidas/lista" variant="default">
            Voltar
          </Button>
        </Group>
      </Stack>
    );

  if (editing && !isAdmin && doubt.data)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {doubt.data.TITULO}
        </Title>
        <Text size="sm" c="dimmed">
          Atualizada em {formatDateBR(doubt.data.DATATUALIZACAO)}
        </Text>
        <RichTextView html={doubt.data.DESCRICAO} label="Resposta" />
        <Group>
          <Button component={Link} to="/admin/duvidas/lista" variant="default">
            Voltar
          </Button>
        </Group>
      </Stack>
    );

  const title = editing ? 'Editar dúvida' : 'Nova dúvida';
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md" maw={900}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <TextInput
          label="Título"
          withAsterisk
          maxLength={200}
          error={errors.TITULO?.message}
          {...register('TITULO')}
        />
        <Textarea
          label="Resumo"
          autosize
          minRows={2}
          maxLength={300}
          error={errors.RESUMO?.message}
          {...register('RESUMO')}
        />
        <Controller
          control={control}
          name="DESCRICAO"
          render={({ field }) => (
            <RichTextField
              label="Resposta"
              required
              module="duvidas"
              value={field.value}
              onChange={field.onChange}
              error={errors.DESCRICAO?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button component={Link} to="/admin/duvidas/lista" variant="default">
            Voltar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Gravar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
