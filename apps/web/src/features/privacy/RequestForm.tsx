/** The candidate files a request under LGPD art. 18 (decision 038). */
import { useState } from 'react';
import { Button, Select, Stack, Textarea } from '@mantine/core';
import { PRIVACY_REQUEST_TYPES, PRIVACY_TEXT_MAX, type PrivacyRequestType } from '@admissao/domain';
import { useFileRequest } from './api/file-request';

const TYPE_OPTIONS = Object.entries(PRIVACY_REQUEST_TYPES).map(([value, label]) => ({ value, label }));

export function RequestForm() {
  const [tipo, setTipo] = useState<PrivacyRequestType | null>(null);
  const [descricao, setDescricao] = useState('');
  const file = useFileRequest(() => {
    setTipo(null);
    setDescricao('');
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
        onClick={() => file.mutate({ TIPO: tipo!, DESCRICAO: descricao })}
        disabled={!tipo}
        loading={file.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        Enviar requisição
      </Button>
    </Stack>
  );
}
