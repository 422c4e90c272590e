/**
 * Próximo, Finalizar and Dúvidas under the tabs (spec 2 §2.1, §4.2). Finalizar asks first
 * (FinalizeDialog.tsx, issue 30 §3); once the process has ended (8, 9) there is nothing to finalize
 * and the button is not shown.
 */
import { Suspense, useState } from 'react';
import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconCheck, IconHelp } from '../../../components/icons';
import { DoubtsDialog, FinalizeDialog } from '../lazyPanels';
import { COLORS } from '../colors';

export const FINALIZE_TIPS = {
  incomplete: 'Para finalizar o cadastro, é necessário validar todos os campos obrigatórios (em cada aba).',
  ready: 'Finalizar cadastro',
  locked: 'Dados aguardando validação',
  saving: 'Aguarde: há alterações sendo salvas.',
} as const;

interface Props {
  onNext: () => void;
  onFinalize: () => void;
  finalizing: boolean;
  editable: boolean;
  /** the process ended (Finalizado, Cancelado): no Finalizar */
  ended: boolean;
  valid: boolean;
  refreshing: boolean;
  saving: boolean;
}

export function PageActions(props: Props) {
  const { onNext, onFinalize, finalizing, editable, ended, valid, refreshing, saving } = props;
  const [doubts, setDoubts] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const enabled = editable && valid && !refreshing && !saving;
  const tip = !editable
    ? FINALIZE_TIPS.locked
    : saving
      ? FINALIZE_TIPS.saving
      : valid
        ? FINALIZE_TIPS.ready
        : FINALIZE_TIPS.incomplete;
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" leftSection={<IconHelp size={16} />} onClick={() => setDoubts(true)}>
        Dúvidas
      </Button>
      <Button variant="light" rightSection={<IconArrowRight size={16} />} onClick={onNext}>
        Próximo
      </Button>
      {ended ? null : (
        <>
          <Tooltip label={tip} multiline maw={300} events={{ hover: true, focus: true, touch: true }}>
            {/* a disabled button gets no pointer events: the wrapper keeps the tooltip */}
            <span>
              <Button
                aria-describedby="finalize-tip"
                color={COLORS.valid}
                leftSection={<IconCheck size={16} />}
                disabled={!enabled}
                loading={finalizing}
                onClick={() => setConfirming(true)}
                onMouseEnter={FinalizeDialog.preload}
                onFocus={FinalizeDialog.preload}
                style={enabled ? undefined : { pointerEvents: 'none' }}
              >
                Finalizar
              </Button>
            </span>
          </Tooltip>
          <VisuallyHidden id="finalize-tip">{tip}</VisuallyHidden>
        </>
      )}
      {/* the FAQ and the confirmation load when first opened (lazyPanels.ts) */}
      <Suspense fallback={null}>
        {doubts ? <DoubtsDialog opened onClose={() => setDoubts(false)} /> : null}
        {confirming ? (
          <FinalizeDialog opened onClose={() => setConfirming(false)} onConfirm={onFinalize} />
        ) : null}
      </Suspense>
    </Group>
  );
}
