/**
 * The strip of "Seções do cadastro" tabs, each with its validity icon (green check when the
 * section is valid, red alert when pending): the candidate's /dados and the staff view show the
 * same strip. Render it inside a Mantine <Tabs>.
 */
import { Tabs } from '@mantine/core';
import type { ValidityFlag } from '@admissao/domain';
import { IconAlertCircle, IconCircleCheck } from './icons';
import classes from './ValidityTabList.module.css';

interface Props {
  tabs: readonly { key: string; label: string; flag: ValidityFlag }[];
  /** the record whose flags say which tabs are valid */
  record: Partial<Record<ValidityFlag, unknown>>;
}

export function ValidityTabList({ tabs, record }: Props) {
  return (
    <Tabs.List className={classes.list} aria-label="Seções do cadastro">
      {tabs.map((t) => {
        const valid = record[t.flag] === true;
        return (
          <Tabs.Tab
            key={t.key}
            value={t.key}
            className={classes.tab}
            data-valid={valid}
            leftSection={
              <span className={valid ? classes.valid : classes.invalid}>
                {valid ? (
                  <IconCircleCheck size={16} title="válida" />
                ) : (
                  <IconAlertCircle size={16} title="pendente" />
                )}
              </span>
            }
          >
            {t.label}
          </Tabs.Tab>
        );
      })}
    </Tabs.List>
  );
}
