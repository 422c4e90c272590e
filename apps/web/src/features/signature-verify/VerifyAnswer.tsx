/**
 * The answer of a verification, as the API gave it: recognised (the document, the company, when,
 * whether a trusted timestamp was added, whether the file sent is unchanged, and who signed, masked)
 * or 'Documento não reconhecido'. Dates in Brasília's dd/mm/yyyy HH:mm.
 */
import type { ReactNode } from 'react';
import { Card, List, Stack, Text, Title } from '@mantine/core';
import { formatDateTimeBR, type SignatureVerifyAnswer } from '@admissao/domain';

/** a bordered card with a dark heading (a light alert's coloured title is below AA contrast) */
function Outcome({ ok, title, children }: { ok: boolean; title: string; children: ReactNode }) {
  const color = ok ? 'green' : 'red';
  return (
    <Card
      withBorder
      padding="md"
      data-testid="verify-answer"
      style={{ borderLeft: `6px solid var(--mantine-color-${color}-7)` }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" c={`${color}.9`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function VerifyAnswer({ answer }: { answer: SignatureVerifyAnswer }) {
  if (!answer.RECONHECIDO)
    return (
      <Outcome ok={false} title={answer.MENSAGEM}>
        <Text size="sm">
          O arquivo ou o código não corresponde a nenhum documento assinado neste sistema. Confira o código
          impresso na última página do documento, ou envie o PDF recebido, sem alterações.
        </Text>
      </Outcome>
    );
  return (
    <Outcome ok title="Documento reconhecido">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {answer.MENSAGEM}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Documento: <strong>{answer.DOCUMENTO}</strong>
          </List.Item>
          <List.Item>
            Empresa: <strong>{answer.EMPRESA}</strong>
          </List.Item>
          <List.Item>
            Assinatura digital em {formatDateTimeBR(answer.ASSINADO_EM)} (horário de Brasília)
          </List.Item>
          <List.Item>
            {answer.CARIMBO_DO_TEMPO
              ? 'Com carimbo do tempo (RFC 3161): a data e a hora da assinatura foram confirmadas por uma autoridade de carimbo do tempo.'
              : 'Sem carimbo do tempo: a hora registrada é a do servidor.'}
          </List.Item>
          {answer.INALTERADO === null ? (
            <List.Item>
              Arquivo não conferido: para saber se o seu arquivo está inalterado, envie o PDF.
            </List.Item>
          ) : null}
        </List>
        {/* one block per signer, not a table: a phone reads it without scrolling sideways */}
        <Title order={3} size="h5">
          Assinantes
        </Title>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {answer.ASSINANTES.map((s) => (
            <li key={`${s.PAPEL}-${s.ASSINADO_EM}-${s.NOME}`}>
              <Text size="sm" fw={600}>
                {s.NOME} — {s.PAPEL_DESCRICAO}
              </Text>
              <Text size="sm">
                CPF {s.CPF} · assinou em {formatDateTimeBR(s.ASSINADO_EM)}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Outcome>
  );
}
