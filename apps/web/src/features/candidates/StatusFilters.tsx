/**
 * The statuses as a compact row of filters (issue 30: it replaces the frame's 14-status legend):
 * each chip shows the status colour, its name and how many candidates of the client are in it
 * (POST /candidate/status), and pressing it filters the list by that status — pressing it again,
 * or another, clears or moves the filter.
 */
import { Box, Group, UnstyledButton } from '@mantine/core';
import { type StatusEntry } from '@admissao/domain';
import { useStatusCounts } from './api/get-status-counts';
import classes from './StatusFilters.module.css';

interface Props {
  statuses: StatusEntry[];
  /** the status filtered on, '' for none */
  value: string;
  onChange: (status: string) => void;
}

export function StatusFilters({ statuses, value, onChange }: Props) {
  const counts = useStatusCounts();
  const countOf = new Map((counts.data ?? []).map((c) => [c.CODSTATUS, c.QUANTIDADE]));
  if (!statuses.length) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Filtrar por status" data-testid="filtro-status">
      {statuses.map((s) => {
        const code = String(s.CODSTATUS);
        const pressed = value === code;
        const count = counts.data ? (countOf.get(s.CODSTATUS) ?? 0) : undefined;
        return (
          <UnstyledButton
            key={code}
            className={classes.chip}
            aria-pressed={pressed}
            data-empty={count === 0 || undefined}
            onClick={() => onChange(pressed ? '' : code)}
          >
            <Box component="span" className={classes.dot} bg={s.CORSTATUS} aria-hidden="true" />
            <span>{s.DESSTATUS}</span>
            {count === undefined ? null : (
              <span className={classes.count}>{count.toLocaleString('pt-BR')}</span>
            )}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
