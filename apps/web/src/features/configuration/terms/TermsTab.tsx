/**
 * Configurações › Termos de uso (decision 060): the client's terms and privacy notice, as its
 * candidates read them. Editar opens the rich-text editor; Publicar sends the text (the API
 * sanitises it) and, when it changed, every candidate of this client accepts it again on their
 * next visit; 'Restaurar texto padrão' goes back to the text generated from the client's data.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { formatDateBR, MSG } from '@admissao/domain';
import { isEmptyHtml, RichTextField, RichTextView } from '../../../components/rich-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getTermsConfigurationQueryOptions, saveTerms, useStoreTerms } from '../api/terms';
import { errorDetail } from '../errors';
import { TermsPreview } from './TermsPreview';

/** the published text, or the default as the confirmation of 'Restaurar texto padrão' */
type Preview = 'current' | 'restore' | null;

const acceptedBy = (n: number) =>
  n === 0 ? 'nenhum candidato aceitou' : n === 1 ? '1 candidato aceitou' : `${n} candidatos aceitaram`;

export function TermsTab() {
  const storeTerms = useStoreTerms();
  const terms = useQuery(getTermsConfigurationQueryOptions());
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<Preview>(null);

  const send = async (text: string | null) => {
    setSaving(true);
    try {
      const answer = await saveTerms(text);
      storeTerms(answer);
      notifySuccess(answer.message);
      setDraft(null);
      setPreview(null);
    } catch (e) {
      notifyError('Erro ao publicar os termos de uso', errorDetail(e));
    } finally {
      setSaving(false);
    }
  };

  const publish = () => {
    if (draft === null) return;
    if (isEmptyHtml(draft))
      return notifyError('Erro ao publicar os termos de uso', 'Informe o texto dos termos de uso.');
    modals.openConfirmModal({
      title: 'Publicar os termos de uso',
      centered: true,
      children: (
        <Text size="sm">
          Publicar este texto? Se ele mudou, todos os candidatos deste cliente terão de lê-lo e aceitá-lo
          novamente no próximo acesso.
        </Text>
      ),
      labels: { confirm: 'Publicar', cancel: 'Cancelar' },
      onConfirm: () => void send(draft),
    });
  };

  if (terms.isPending)
    return (
      <Center p="xl">
        <Loader aria-label="Carregando termos de uso" />
      </Center>
    );
  if (terms.isError)
    return (
      <Alert color="red" title={MSG.fetchError}>
        {errorDetail(terms.error)}
      </Alert>
    );
  const data = terms.data;

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label="Termos de uso">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={500}>Termos de uso e aviso de privacidade</Text>
              <Badge variant="light" color={data.PERSONALIZADO ? 'blue' : 'gray'}>
                {data.PERSONALIZADO ? 'Texto personalizado' : 'Texto padrão'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Versão vigente publicada em {formatDateBR(data.PUBLICADA_EM)}: {acceptedBy(data.ACEITES)}.
              {data.ATUALIZADO_EM ? ` Última alteração em ${formatDateBR(data.ATUALIZADO_EM)}.` : ''}
            </Text>
          </Stack>
          {draft === null ? (
            <Group gap="xs">
              <Button variant="default" onClick={() => setPreview('current')}>
                Pré-visualizar
              </Button>
              <Button variant="default" onClick={() => setPreview('restore')} disabled={!data.PERSONALIZADO}>
                Restaurar texto padrão
              </Button>
              <Button onClick={() => setDraft(data.TEXTO)}>Editar</Button>
            </Group>
          ) : (
            <Group gap="xs">
              <Button variant="default" onClick={() => setDraft(null)} disabled={saving}>
                Cancelar
              </Button>
              <Button onClick={publish} loading={saving}>
                Publicar
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm">
          {data.PERSONALIZADO
            ? 'Este texto foi escrito para o cliente e não acompanha mudanças no nome, no CNPJ, no encarregado ou nos prazos de retenção: revise-o quando esses dados mudarem, ou restaure o texto padrão.'
            : 'O texto padrão é gerado a partir dos dados do cliente: nome, CNPJ do empregador, e-mail do encarregado e prazos de retenção (Configurações gerais). Quando esses dados mudam, o texto muda e os candidatos são solicitados a aceitá-lo novamente.'}
        </Text>
        {draft === null ? (
          <RichTextView html={data.TEXTO} label="Texto vigente dos termos de uso" />
        ) : (
          <RichTextField
            label="Texto dos termos de uso"
            module="termos"
            value={draft}
            onChange={setDraft}
            minHeight={420}
          />
        )}
      </Stack>
      {preview === 'restore' ? (
        <TermsPreview
          opened
          onClose={() => setPreview(null)}
          title="Restaurar texto padrão"
          note="O texto padrão, gerado a partir dos dados do cliente, como o candidato o verá. Os candidatos deste cliente terão de aceitá-lo novamente, exceto os que já o haviam aceitado."
          html={data.PADRAO}
          confirm={{ label: 'Restaurar', onConfirm: () => void send(null), loading: saving }}
        />
      ) : (
        <TermsPreview
          opened={preview === 'current'}
          onClose={() => setPreview(null)}
          title="Pré-visualização dos termos de uso"
          note="O texto vigente, como o candidato o vê ao acessar o sistema."
          html={data.TEXTO}
        />
      )}
    </Paper>
  );
}
