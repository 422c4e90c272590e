/**
 * Toolbar of the selected document (spec 3 §2, §4, §5): Aprovar (A), Aprovar com observações
 * (A.), Recusar (R), the document's observations, its attendance log, Validar (OCR) and download.
 * Approving a required document with no file is blocked with the spec's message; an approved
 * document cannot be approved again; actions follow reviewerMayAct. It sits beside the image
 * (issue 30 item 4) with the keyboard shortcuts A and R (useCheckShortcuts: R opens the same
 * refusal dialog as the button) and their hint; after a decision the screen moves on (onDecided).
 */
import { Suspense, useState } from 'react';
import { Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { DOC_MSG, DOC_STATUS, type DocumentAction } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { IconCheck, IconX } from '../../components/icons';
import { saveUrl } from '../../components/viewers/fileActions';
import { IconDownload, IconMessage } from '../../components/viewers/viewerIcons';
import { isApiError } from '../../lib/api';
import type { DocumentRow } from '@admissao/domain';
import { notifyError, TOAST_LONG_MS } from '../../lib/notify';
import { downloadDocument } from './api/download-document';
import { ObservationDialog } from './lazyDialogs';
import type { CorrectionRule } from './ObservationDialog';
import { ObservationsButton } from './ObservationsButton';
import { OcrButton } from './OcrButton';
import { useReviewDocument } from './api/review-document';
import { useCheckShortcuts } from './useCheckShortcuts';
import { ShortcutHint } from './ShortcutHint';
import { APPROVE_COLOR } from './colors';

interface Props {
  candidateId: number;
  userId: number;
  doc: DocumentRow;
  /** reviewerMayAct(candidate status) */
  mayAct: boolean;
  isAdmin: boolean;
  /** whether 'Recusar e pedir correção' is allowed (the status change's rule; not again in 12) */
  correction: CorrectionRule;
  onAttendance: () => void;
  /** after Aprovar, Aprovar com observações or Recusar succeeded: the next document opens */
  onDecided: () => void;
}

export function DocumentToolbar({
  candidateId,
  userId,
  doc,
  mayAct,
  isAdmin,
  correction,
  onAttendance,
  onDecided,
}: Props) {
  const action = useReviewDocument(candidateId, userId);
  const [asking, setAsking] = useState<Exclude<DocumentAction, 'A'> | null>(null);
  const approved = doc.STATUS === DOC_STATUS.APROVADO;
  const lockedTip = mayAct ? null : DOC_MSG.actionStatusLocked;

  const approve = () => {
    // spec 3 §4: a required document with no file is approved only with an observation
    if (doc.OBRIGATORIO && doc.ARQUIVOS === 0) {
      notifyError(DOC_MSG.approveWithoutFiles, undefined, TOAST_LONG_MS);
      return;
    }
    action.mutate({ doc, action: 'A' }, { onSuccess: onDecided });
  };
  const mayApprove = mayAct && !approved && !action.isPending;
  // the keys do what the enabled buttons do, nothing more (the same rules, the same dialog)
  useCheckShortcuts({
    a: mayApprove ? approve : undefined,
    r: mayAct && !action.isPending ? () => setAsking('R') : undefined,
  });
  const download = async () => {
    try {
      const file = await downloadDocument({
        CODCANDIDATO: candidateId,
        CODTIPODOC: doc.CODTIPODOC,
        CODUSUARIO: userId,
      });
      saveUrl(file.url, file.fileName);
      window.setTimeout(() => URL.revokeObjectURL(file.url), 30_000);
    } catch (e) {
      notifyError('Erro ao gerar arquivo!', isApiError(e) ? e.message : undefined);
    }
  };

  return (
    <Box p="xs" bd="1px solid var(--mantine-color-gray-3)" bdrs="md">
      <Stack gap={6}>
        <Group gap="xs" miw={0}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="selected-document">
            {doc.DOCUMENTO}
          </Text>
          <ColorBadge color={doc.CORSTATUS} label={doc.DESSTATUS} />
          {doc.OBRIGATORIO ? null : (
            <Text size="xs" c="gray.7">
              opcional
            </Text>
          )}
        </Group>
        <Group gap={6} wrap="wrap">
          <Tooltip label={lockedTip ?? (approved ? 'Aprovado' : 'Aprovar (A)')}>
            <Button
              size="xs"
              color={APPROVE_COLOR}
              leftSection={<IconCheck size={16} />}
              disabled={!mayAct || approved}
              loading={action.isPending && action.variables?.action === 'A'}
              onClick={approve}
              aria-keyshortcuts="A"
            >
              {approved ? 'Aprovado' : 'Aprovar'}
            </Button>
          </Tooltip>
          <Tooltip label={lockedTip ?? 'Aprovar com observações (A.)'}>
            <Button
              size="xs"
              variant="outline"
              color={APPROVE_COLOR}
              disabled={!mayAct || approved}
              onClick={() => setAsking('A.')}
            >
              Aprovar com observações
            </Button>
          </Tooltip>
          <Tooltip label={lockedTip ?? 'Recusar (R)'}>
            <Button
              size="xs"
              color="red.9"
              leftSection={<IconX size={16} />}
              disabled={!mayAct}
              onClick={() => setAsking('R')}
              aria-keyshortcuts="R"
            >
              Recusar
            </Button>
          </Tooltip>
        </Group>
        <Group gap={6} wrap="wrap">
          <ObservationsButton candidateId={candidateId} docId={doc.CODTIPODOC} />
          <Button size="xs" variant="default" leftSection={<IconMessage size={16} />} onClick={onAttendance}>
            Atendimento
          </Button>
          {isAdmin ? <OcrButton candidateId={candidateId} doc={doc} /> : null}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={doc.ARQUIVOS === 0}
            onClick={() => void download()}
          >
            Baixar
          </Button>
        </Group>
        <ShortcutHint />
        {doc.OBSERVACAO_STATUS ? (
          <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
            Última observação: {doc.OBSERVACAO_STATUS}
          </Text>
        ) : null}
      </Stack>
      {asking ? (
        <Suspense fallback={null}>
          <ObservationDialog
            action={asking}
            documento={doc.DOCUMENTO}
            busy={action.isPending}
            correction={correction}
            onCancel={() => setAsking(null)}
            onConfirm={(observation, askCorrection) => {
              const chosen = asking;
              if (!chosen) return;
              action.mutate(
                { doc, action: chosen, observation, askCorrection },
                {
                  onSuccess: () => {
                    setAsking(null);
                    onDecided();
                  },
                },
              );
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
