/**
 * What the candidate sees of a kit that is not waiting for them (issue 33 §5, decision 074):
 * ASSINADO — 'Documentos assinados', each sealed document with 'Ler' (the product's viewer),
 * 'Baixar', when it was signed and its verification code, with the way to /verificar; SELANDO — the
 * signatures are done and the documents are being sealed (nothing to download yet); RECUSADO — what
 * was refused and that HR will send a new version; waiting for the company — one line. Phone first:
 * one column, blocks instead of a table.
 */
import { useId, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTimeBR, KIT_STATUS_LABELS, type KitDocumentView, type KitView } from '@admissao/domain';
import { notifyError } from '../../../lib/notify';
import { downloadMyKitDocument } from '../api/kit';
import { KitReader } from './KitReader';

function SignedDocument({ doc, onRead }: { doc: KitDocumentView; onRead: () => void }) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadMyKitDocument(doc.ID, doc.NOME);
    } catch {
      notifyError('Não foi possível baixar o documento.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap={4} data-kit-document={doc.ID}>
      <Text fw={600} size="sm">
        {doc.NOME}
      </Text>
      <Text size="sm">Assinado em {formatDateTimeBR(doc.SELADO_EM)}</Text>
      {doc.CODIGO ? (
        <Text size="sm">
          Código de verificação:{' '}
          <Text span ff="monospace" fw={600}>
            {doc.CODIGO}
          </Text>
        </Text>
      ) : null}
      <Group gap="xs" grow>
        <Button size="sm" variant="default" onClick={onRead} aria-label={`Ler ${doc.NOME}`}>
          Ler
        </Button>
        <Button size="sm" loading={saving} onClick={() => void save()} aria-label={`Baixar ${doc.NOME}`}>
          Baixar
        </Button>
      </Group>
    </Stack>
  );
}

function SignedDocuments({ kit }: { kit: KitView }) {
  const titleId = useId();
  const [reading, setReading] = useState<KitDocumentView | null>(null);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          Documentos assinados
        </Title>
        <Text size="sm">
          Os documentos da sua admissão foram assinados por todos e selados com assinatura digital
          {kit.CONCLUIDO_EM ? ` em ${formatDateTimeBR(kit.CONCLUIDO_EM)}` : ''}. Guarde uma cópia.
        </Text>
        {kit.DOCUMENTOS.map((d) => (
          <SignedDocument key={d.ID} doc={d} onRead={() => setReading(d)} />
        ))}
        <Text size="sm">
          Qualquer pessoa pode conferir a autenticidade de um documento em{' '}
          <Anchor component={Link} to="/verificar">
            Verificar documento assinado
          </Anchor>
          , enviando o PDF ou digitando o código de verificação.
        </Text>
      </Stack>
      <KitReader doc={reading} onClose={() => setReading(null)} />
    </Card>
  );
}

const TITLE_STYLE = { title: { color: 'var(--mantine-color-dark-8)' } };

export function KitOutcome({ kit }: { kit: KitView }) {
  switch (kit.STATUS) {
    case 'ASSINADO':
      return <SignedDocuments kit={kit} />;
    case 'SELANDO':
      return (
        <Alert color="blue" variant="light" title="Documentos da admissão" styles={TITLE_STYLE}>
          Assinaturas concluídas; os documentos estão sendo selados. Em instantes eles estarão disponíveis
          para baixar aqui.
        </Alert>
      );
    case 'RECUSADO': {
      const refused = kit.DOCUMENTOS.find((d) => d.RECUSA);
      return (
        <Alert color="orange" variant="light" title="Documento recusado" styles={TITLE_STYLE}>
          <Stack gap={4}>
            <Text size="sm">
              {refused ? `Você recusou "${refused.NOME}".` : 'Você recusou um documento do kit.'}
            </Text>
            {kit.RECUSA ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                <Text span fw={600}>
                  Motivo:
                </Text>{' '}
                {kit.RECUSA}
              </Text>
            ) : null}
            <Text size="sm">A equipe de RH vai analisar e enviar uma nova versão dos documentos.</Text>
          </Stack>
        </Alert>
      );
    }
    case 'SUBSTITUIDO':
      return null;
    case 'AGUARDANDO_CANDIDATO':
    case 'AGUARDANDO_RESPONSAVEL':
    case 'AGUARDANDO_EMPRESA':
      return (
        <Alert color="blue" variant="light" title="Documentos da admissão" styles={TITLE_STYLE}>
          {KIT_STATUS_LABELS[kit.STATUS]}.
        </Alert>
      );
  }
}
