/** The candidate files a request under LGPD art. 18 (decision 038). */
import { useState } from 'react';
import { Button, Select, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PRIVACY_REQUEST_TYPES,
  PRIVACY_TEXT_MAX,
  privacyRequestsApi,
  type PrivacyRequestType,
} from '@admissao/domain';
import { call, invalidateCalls } from '../../lib/call';
import { notifyError, notifySuccess } from '../../lib/notify';

const TYPE_OPTIONS = Object.entries(PRIVACY_REQUEST_TYPES).map(([value, label]) => ({ value, label }));

export function RequestForm() {
  const qc = useQueryClient();
  const [tipo, setTipo] = useState<PrivacyRequestType | null>(null);
  const [descricao, setDescricao] = useState('');
  const file = useMutation({
    mutationFn: () => call(privacyRequestsApi.create, { body: { TIPO: tipo!, DESCRICAO: descricao } }),
    onSuccess: async () => {
      setTipo(null);
      setDescricao('');
      notifySuccess('Requisição registrada. Você verá a resposta nesta página.');
      await invalidateCalls(qc, privacyRequestsApi.list);
    },
    onError: (e) => notifyError(e.message),
  });
  return (
    <Stack gap="sm">
      <Select
        label="Tipo de requisição"
        placeholder="Escolha"
        data={TYPE_OPTIONS}
        value={tipo}
        onChange={(v) => setTipo(v as PrivacyRequestType | null)}
        allowDeselect={false}
      />
      <Textarea
        label="Detalhes (opcional)"
        autosize
        minRows={3}
        maxLength={PRIVACY_TEXT_MAX}
        value={descricao}
        onChange={(e) => setDescricao(e.currentTarget.value)}
      />
      <Button
        onClick={() => file.mutate()}
        disabled={!tipo}
        loading={file.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        Enviar requisição
      </Button>
    </Stack>
  );
}
