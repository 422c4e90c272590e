// @vitest-environment happy-dom
/**
 * A part of a page loaded later (lazyNamed) whose code cannot be fetched — the connection dropped
 * after the page was shown — waits behind its fallback and appears once the browser is back
 * online: never the error screen in place of the page.
 */
import { act, Component, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './deferred';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? 'tela de erro' : this.props.children;
  }
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

describe('lazyNamed', () => {
  it('tries a failed load again when the browser is back online, showing the fallback meanwhile', async () => {
    let attempts = 0;
    const Panel = lazyNamed(async () => {
      attempts++;
      if (attempts < 2) throw new TypeError('Failed to fetch dynamically imported module');
      return { Panel: ({ text }: { text: string }) => <p>{text}</p> };
    }, 'Panel');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Boundary>
          <Suspense fallback="carregando">
            <Panel text="Documentos" />
          </Suspense>
        </Boundary>,
      ),
    );
    await settle();
    expect(attempts).toBe(1);
    expect(container.textContent).toBe('carregando');

    await act(async () => window.dispatchEvent(new Event('online')));
    await settle();
    expect(attempts).toBe(2);
    expect(container.textContent).toBe('Documentos');
    await act(async () => root.unmount());
  });
});
