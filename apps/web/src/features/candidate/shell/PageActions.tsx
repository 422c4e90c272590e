/** Próximo, Finalizar and Dúvidas under the tabs (spec 2 §2.1, §4.2). */
import { Suspense, useState } from 'react';
import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconCheck, IconHelp } from '../../../components/icons';
import { DoubtsDialog } from '../lazyPanels';
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
  valid: boolean;
  refreshing: boolean;
  saving: boolean;
}

export function PageActions({ onNext, onFinalize, finalizing, editable, valid, refreshing, saving }: Props) {
  const [doubts, setDoubts] = useState(false);
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
      <Tooltip label={tip} multiline maw={300} events={{ hover: true, focus: true, touch: true }}>
        {/* a disabled button gets no pointer events: the wrapper keeps the tooltip */}
        <span>
          <Button
            aria-describedby="finalize-tip"
            color={COLORS.valid}
            leftSection={<IconCheck size={16} />}
            disabled={!enabled}
            loading={finalizing}
            onClick={onFinalize}
            style={enabled ? undefined : { pointerEvents: 'none' }}
          >
            Finalizar
          </Button>
        </span>
      </Tooltip>
      <VisuallyHidden id="finalize-tip">{tip}</VisuallyHidden>
      {/* the FAQ dialog loads when first opened (lazyPanels.ts) */}
      <Suspense fallback={null}>
        {doubts ? <DoubtsDialog opened onClose={() => setDoubts(false)} /> : null}
      </Suspense>
    </Group>
  );
}
