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
        {/* the heading holds the button (WAI-ARIA accordion pattern) */}
        <h3 className={classes.heading}>
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            onClick={() => setOpen(!open)}
          >
            <span className={classes.chevron} data-open={open} aria-hidden="true">
              ▸
            </span>
            <Text span fw={700} size="md">
              {title}
            </Text>
          </UnstyledButton>
        </h3>
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
