// @vitest-environment happy-dom
/**
 * The dialog manager and the toasts' container load with their first use (providers.tsx,
 * base-providers.tsx): what is asked of them before they are there is shown once they are —
 * never lost, never twice.
 */
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { modals } from '@mantine/modals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../lib/notify';
import { AppProviders } from './providers';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

/** renders the app's providers around `child` */
async function render(child: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<AppProviders>{child}</AppProviders>);
  });
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 200)));
const untilShown = async (find: () => unknown) => {
  for (let i = 0; i < 50 && !find(); i++) await settle();
};

describe('dialogs and toasts asked for before their code is loaded', () => {
  it('a confirmation asked for at once is shown once, and its button answers', async () => {
    const onConfirm = vi.fn();
    function AsksAtOnce() {
      useEffect(() => {
        modals.openConfirmModal({
          title: 'Excluir a unidade?',
          children: 'A unidade será excluída.',
          labels: { confirm: 'Excluir', cancel: 'Cancelar' },
          onConfirm,
        });
      }, []);
      return null;
    }
    await render(<AsksAtOnce />);
    const dialogs = () => [...document.querySelectorAll('[role="dialog"]')];
    await untilShown(() => dialogs().length);
    await settle();
    expect(dialogs().map((d) => d.textContent)).toEqual([expect.stringContaining('Excluir a unidade?')]);
    const confirm = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Excluir')!;
    await act(async () => confirm.click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a toast shown before its container is there appears, once', async () => {
    function ToastsAtOnce() {
      useEffect(() => notifySuccess('Cadastro salvo.'), []);
      return null;
    }
    await render(<ToastsAtOnce />);
    const toasts = () => document.body.textContent?.split('Cadastro salvo.').length ?? 1;
    await untilShown(() => toasts() > 1);
    expect(toasts() - 1).toBe(1);
  });
});
