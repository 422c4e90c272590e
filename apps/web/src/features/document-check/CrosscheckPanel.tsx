/**
 * The OCR cross-check beside the document (issue 18 §3, decision 057): per field the document
 * carries, whether what the candidate typed matches what the document says, with the OCR's
 * confidence ('Não foi possível ler' when it is too low to say) and the text it was read in, so the
 * checker can judge. A help to the checker, never a gate: approve and refuse do not depend on it.
 * Asked again every few seconds while the background reading is under way.
 */
import { Alert, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type CrosscheckAnswer } from '@admissao/domain';
import { useCrosscheck } from './api/get-crosscheck';
import { COLOR_OF, confidenceNote, situationText } from './crosscheckText';

const POLL_MS = 3000;
interface Props {
  candidateId: number;
  doc: { CODTIPODOC: number; DOCUMENTO: string };
}

export function CrosscheckPanel({ candidateId, doc }: Props) {
  const q = useCrosscheck(candidateId, doc.CODTIPODOC, POLL_MS);
  // a type the cross-check does not cover shows nothing: there is nothing to say
  if (q.data?.ESTADO === 'Sem conferência' || q.data?.ESTADO === 'Sem arquivos') return null;
  return (
    <Paper withBorder p="xs" component="section" aria-label="Conferência por OCR">
      <Text size="sm" fw={600} mb={4}>
        Conferência por OCR
      </Text>
      <div aria-live="polite">
        {q.isError ? (
          <Text size="sm" c="gray.7">
            Não foi possível obter a conferência por OCR.
          </Text>
        ) : !q.data || q.data.ESTADO === 'Calculando' ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="gray.7">
              Lendo o documento…
            </Text>
          </Group>
        ) : (
          <Fields answer={q.data} />
        )}
      </div>
    </Paper>
  );
}

function Fields({ answer }: { answer: CrosscheckAnswer }) {
  return (
    <Stack gap={6}>
      {answer.AVISO ? (
        <Alert color="yellow" p={6}>
          <Text size="xs">{answer.AVISO}</Text>
        </Alert>
      ) : null}
      {answer.CAMPOS.length === 0 ? (
        <Text size="sm" c="gray.7">
          Nenhum dado do cadastro para comparar.
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Campos conferidos"
        >
          {answer.CAMPOS.map((f) => {
            const note = confidenceNote(f);
            return (
              <li key={f.CAMPO}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Badge color={COLOR_OF[f.SITUACAO]} variant="filled" size="sm" style={{ flexShrink: 0 }}>
                    {f.ROTULO}
                  </Badge>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {situationText(f)}
                      {note ? (
                        <Text span size="xs" c="gray.7">
                          {' '}
                          · {note}
                        </Text>
                      ) : null}
                    </Text>
                    {f.TRECHO ? (
                      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                        {' '}
                        Lido no documento: “{f.TRECHO}”
                      </Text>
                    ) : null}
                  </div>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
