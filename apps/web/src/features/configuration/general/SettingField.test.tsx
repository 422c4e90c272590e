// @vitest-environment happy-dom
/**
 * Configurações in view mode (issue 30): a disabled switch looks alike on and off, so each flag
 * says 'Sim' or 'Não' beside it, in words (not colour only); in edit mode the switch alone.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { defaultSettings, type ClientSettings } from '@admissao/domain';
import { theme } from '../../../app/theme';
import { SettingField } from './SettingField';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Flags({ editing }: { editing: boolean }) {
  const form = useForm<ClientSettings>({
    defaultValues: { ...defaultSettings(), INFO_VAGA: true, PESO_ALTURA: false },
  });
  return (
    <MantineProvider theme={theme}>
      <div data-testid="on">
        <SettingField name="INFO_VAGA" control={form.control} editing={editing} />
      </div>
      <div data-testid="off">
        <SettingField name="PESO_ALTURA" control={form.control} editing={editing} />
      </div>
    </MantineProvider>
  );
}

let root: Root | undefined;
let host: HTMLDivElement;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
});

async function render(editing: boolean) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<Flags editing={editing} />));
  const part = (id: string) => host.querySelector(`[data-testid="${id}"]`)!;
  const switchOf = (id: string) => part(id).querySelector<HTMLInputElement>('input[role="switch"]')!;
  const stateOf = (id: string) => part(id).querySelector('[data-flag-state]');
  return { switchOf, stateOf };
}

describe('a flag setting', () => {
  it('in view mode says Sim or Não beside its disabled switch', async () => {
    const { switchOf, stateOf } = await render(false);
    expect(switchOf('on').checked).toBe(true);
    expect(switchOf('on').disabled).toBe(true);
    expect(stateOf('on')?.textContent).toBe('Sim');
    expect(stateOf('on')?.getAttribute('data-flag-state')).toBe('on');
    expect(switchOf('off').checked).toBe(false);
    expect(stateOf('off')?.textContent).toBe('Não');
    // an icon besides the word and the colour, so the state is never colour alone
    expect(stateOf('on')?.querySelector('svg')).not.toBeNull();
  });

  it('in edit mode is the switch alone, enabled', async () => {
    const { switchOf, stateOf } = await render(true);
    expect(switchOf('on').disabled).toBe(false);
    expect(stateOf('on')).toBeNull();
    expect(stateOf('off')).toBeNull();
  });
});
