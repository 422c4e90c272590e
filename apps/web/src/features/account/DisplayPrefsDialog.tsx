import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { setDisplayPrefs, useDisplayPrefs, type DisplayPrefs } from '../../lib/preferences';

function Choice<K extends keyof DisplayPrefs>(props: {
  label: string;
  name: K;
  data: { value: DisplayPrefs[K]; label: string }[];
}) {
  const prefs = useDisplayPrefs();
  const id = `pref-${props.name}`;
  return (
    <Stack gap={4}>
      <Text id={id} size="sm" fw={500}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        value={prefs[props.name]}
        data={props.data}
        onChange={(value) => setDisplayPrefs({ ...prefs, [props.name]: value })}
      />
    </Stack>
  );
}

/** Candidate display preferences, kept only in this browser (spec 1 §2). */
export function DisplayPrefsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Preferências de exibição" centered>
      <Stack gap="md">
        <Choice
          label="Tamanho do texto"
          name="fontSize"
          data={[
            { value: 'D1', label: 'Menor' },
            { value: 'N', label: 'Normal' },
            { value: 'A1', label: 'Maior' },
            { value: 'A2', label: 'Muito maior' },
          ]}
        />
        <Choice
          label="Texto dos campos"
          name="textCase"
          data={[
            { value: 'M', label: 'MAIÚSCULAS' },
            { value: 'N', label: 'Normal' },
          ]}
        />
        <Choice
          label="Sombras"
          name="boxShadow"
          data={[
            { value: 'S', label: 'Sim' },
            { value: 'N', label: 'Não' },
          ]}
        />
        <Group justify="flex-end">
          <Button onClick={onClose}>Fechar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
