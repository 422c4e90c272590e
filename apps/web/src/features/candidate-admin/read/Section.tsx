/** A collapsible section of the staff view; its open/closed state survives a reload. */
import type { ReactNode } from 'react';
import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useSectionOpen } from './openSections';
import classes from './Section.module.css';

export function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useSectionOpen(id);
  const bodyId = `secao-${id}`;
  return (
    <Paper withBorder radius="md" className={classes.section} data-section={id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.header}>
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span className={classes.chevron} data-open={open} aria-hidden="true">
            ▸
          </span>
          <Text component="h3" fw={700} size="md" m={0}>
            {title}
          </Text>
        </UnstyledButton>
        {action}
      </Group>
      {open ? (
        <div id={bodyId} className={classes.body}>
          {children}
        </div>
      ) : null}
    </Paper>
  );
}
