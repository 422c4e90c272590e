/**
 * The first step of Imprimir and of Link de impressão: the areas to print, why a choice is
 * refused, Cancelar and the step's action. Both dialogs check the areas the same way.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { checkPrintSelection, type PrintSelection } from '@admissao/domain';
import { allSections, SectionChoice } from './SectionChoice';

/** The chosen areas and the problem shown for them (cleared by any change). */
export function usePrintSelection() {
  const [selection, setSelection] = useState<PrintSelection>(allSections);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    selection,
    problem,
    change: (next: PrintSelection) => {
      setSelection(next);
      setProblem(null);
    },
    /** true when the areas may be printed; otherwise the problem is shown */
    check: () => {
      const issue = checkPrintSelection(selection);
      setProblem(issue);
      return !issue;
    },
    clearProblem: () => setProblem(null),
  };
}

interface Props {
  choice: ReturnType<typeof usePrintSelection>;
  withLetters?: boolean;
  actionLabel: string;
  busy: boolean;
  onAction: () => void;
  onCancel: () => void;
  /** more fields, shown below the areas */
  children?: ReactNode;
}

export function SelectionStep({
  choice,
  withLetters,
  actionLabel,
  busy,
  onAction,
  onCancel,
  children,
}: Props) {
  return (
    <Stack gap="sm">
      <SectionChoice withLetters={withLetters} value={choice.selection} onChange={choice.change} />
      {children}
      {choice.problem ? (
        <Alert color="red" variant="light" role="alert">
          {choice.problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onAction} loading={busy}>
          {actionLabel}
        </Button>
      </Group>
    </Stack>
  );
}
