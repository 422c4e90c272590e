/**
 * Header of the checking screen (spec 3 §2): back, code and name with the badges (foreign
 * national, disability, transgender), the status badge with its edit button, the candidate-data
 * panel toggle, the general log and Finalizar — one row above the image (issue 30 item 4). While
 * Finalizar is off its reason ('Faltam conferir: PIS, CNH.') heads the document list
 * (FinalizeReason), not only a tooltip a phone never shows.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Title, Tooltip } from '@mantine/core';
import { badgesOf } from '@admissao/domain';
import { ColorBadge } from '../../components/ColorBadge';
import { IconEdit } from '../../components/icons';
import { IconArrowLeft, IconMessage } from '../../components/viewers/viewerIcons';
import type { CandidateRecord } from '@admissao/domain';
import { APPROVE_COLOR } from './colors';
import classes from './CheckPage.module.css';

interface Props {
  candidate: CandidateRecord;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onBack: () => void;
  onLog: () => void;
  finalize: { enabled: boolean; reason: string; busy: boolean; run: () => void };
  /** the status edit button: enabled when the domain's changeStatus rule allows it */
  statusChange: { enabled: boolean; reason: string; open: () => void };
  /** 'Próximo': the next candidate of the review queue (issue 18 §2) */
  next?: ReactNode;
  /** the collapsed colour legend */
  legend?: ReactNode;
}

export const padCode = (n: number) => String(n).padStart(4, '0');

export function CheckHeader({
  candidate,
  panelOpen,
  onTogglePanel,
  onBack,
  onLog,
  finalize,
  statusChange,
  next,
  legend,
}: Props) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="wrap" miw={0}>
        <Tooltip label="Voltar">
          <ActionIcon variant="default" size="lg" aria-label="Voltar" onClick={onBack}>
            <IconArrowLeft />
          </ActionIcon>
        </Tooltip>
        <Title order={1} size="h4" style={{ overflowWrap: 'anywhere' }}>
          Conferência: {padCode(candidate.CODCANDIDATO)} - {String(candidate.NOME ?? '')}
        </Title>
        {badgesOf(candidate).map((b) => (
          <Badge key={b.key} variant="light" color="violet.9">
            {b.label}
          </Badge>
        ))}
        <Group gap={4} wrap="nowrap">
          <ColorBadge color={candidate.CORSTATUS} label={`${candidate.CODSTATUS} - ${candidate.DESSTATUS}`} />
          <Tooltip label={statusChange.enabled ? 'Alterar status' : statusChange.reason}>
            <span>
              <ActionIcon
                variant="subtle"
                size="md"
                aria-label="Alterar status"
                disabled={!statusChange.enabled}
                onClick={statusChange.open}
              >
                <IconEdit size={16} />
              </ActionIcon>
            </span>
          </Tooltip>
        </Group>
        {legend}
      </Group>
      <div className={classes.headerActions}>
        {next}
        <Button
          size="xs"
          variant={panelOpen ? 'filled' : 'default'}
          onClick={onTogglePanel}
          aria-pressed={panelOpen}
        >
          Dados do candidato
        </Button>
        <Button size="xs" variant="default" leftSection={<IconMessage size={16} />} onClick={onLog}>
          Log
        </Button>
        <Tooltip label={finalize.reason} disabled={!finalize.reason} multiline maw={320}>
          <span>
            <Button
              size="xs"
              color={APPROVE_COLOR}
              disabled={!finalize.enabled}
              loading={finalize.busy}
              onClick={finalize.run}
              aria-describedby={finalize.reason ? 'finalize-reason' : undefined}
            >
              Finalizar
            </Button>
          </span>
        </Tooltip>
      </div>
    </Group>
  );
}
