import { Button, Checkbox, Menu, Stack } from '@mantine/core';
import { IconColumns } from '../icons';
import type { ColumnChoice } from './useColumnChoice';

/** 'Colunas' menu: one checkbox per choosable column, and a way back to all columns. */
export function ColumnChooser({ choice }: { choice: ColumnChoice }) {
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns />}>
          Colunas
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Colunas exibidas</Menu.Label>
        <Stack gap={6} px="sm" py={4}>
          {choice.columns.map((c) => (
            <Checkbox
              key={c.accessor}
              label={c.title}
              checked={!choice.isHidden(c.accessor)}
              onChange={() => choice.toggle(c.accessor)}
            />
          ))}
        </Stack>
        <Menu.Divider />
        <Menu.Item onClick={choice.reset}>Mostrar todas</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
