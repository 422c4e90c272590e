/**
 * Renders a part of the candidate page (RegistryTab, RecordField) in happy-dom with the providers
 * the app gives it: Mantine, the query cache, the save queue and the page context. The API origin
 * is a closed port (127.0.0.1:9), so a save really fails on the network and the queue's retry is
 * what the test sees — nothing is stubbed.
 */
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  CANDIDATE_FIELDS,
  defaultSettings,
  STATUS,
  type CandidateRecord,
  type ClientSettings,
  VALIDITY_FLAGS,
} from '@admissao/domain';
import { theme } from '../../../app/theme';
import { AutosaveProvider } from '../autosave/AutosaveProvider';
import { pendingEditsKey } from '../autosave/pendingStore';
import { CandidatePageProvider } from '../PageContext';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

interface HappyWindow {
  happyDOM?: { setURL(url: string): void };
}
/** Nothing listens on the discard port: every call fails as a network error. */
(window as unknown as HappyWindow).happyDOM?.setURL('http://127.0.0.1:9/dados');

let nextId = 9000;

/** A record with every registry field empty, in a status the candidate may edit. */
export function emptyRecord(over: Partial<CandidateRecord> = {}): CandidateRecord {
  const values = Object.fromEntries(CANDIDATE_FIELDS.map((f) => [f.name, null]));
  return {
    ...values,
    CODCANDIDATO: nextId++,
    CODADM: 1,
    CODCLI: '041',
    CODSTATUS: STATUS.EM_PREENCHIMENTO,
    DESSTATUS: 'Em preenchimento',
    CORSTATUS: '#000000',
    OBSSTATUS: null,
    CONFIRM_SEM_DEPENDENTES: false,
    DATCADASTRO: '2026-11-25T12:00:00.000Z',
    DATULTINTERACAO: null,
    ...Object.fromEntries(VALIDITY_FLAGS.map((f) => [f, false])),
    NOME: 'Maria da Silva',
    EMAIL: 'maria@exemplo.com.br',
    ...over,
  } as CandidateRecord;
}

export interface RenderedPage {
  container: HTMLElement;
  record: CandidateRecord;
  /** the edits the save queue keeps in local storage for this candidate */
  pendingEdits(): unknown[];
  unmount(): Promise<void>;
}

export async function renderPage(
  ui: ReactNode,
  {
    record = emptyRecord(),
    settings = {},
  }: { record?: CandidateRecord; settings?: Partial<ClientSettings> } = {},
): Promise<RenderedPage> {
  const container = document.createElement('div');
  document.body.append(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <AutosaveProvider codcandidato={record.CODCANDIDATO}>
              <CandidatePageProvider record={record} settings={{ ...defaultSettings(), ...settings }}>
                {ui}
              </CandidatePageProvider>
            </AutosaveProvider>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
  return {
    container,
    record,
    pendingEdits: () =>
      Object.values(JSON.parse(localStorage.getItem(pendingEditsKey(record.CODCANDIDATO)) ?? '{}')),
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/** Types into an input as a user does: focus, the new value, change events, then leaving it. */
export async function typeAndLeave(input: HTMLInputElement, text: string): Promise<void> {
  await act(async () => {
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    input.blur();
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

/** The input labelled `label` (exact text of its label element). */
export function inputLabelled(container: HTMLElement, label: string): HTMLInputElement {
  const found = [...container.querySelectorAll('label')].find(
    (l) => l.textContent?.replace(/\s*\*$/, '').trim() === label,
  );
  const id = found?.getAttribute('for');
  const input = id ? container.ownerDocument.getElementById(id) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`nenhum campo com o rótulo ${label}`);
  return input;
}

/** The texts of every field label shown (inputs and choice groups; the required marker removed). */
export const labelsShown = (container: HTMLElement) =>
  [
    ...container.querySelectorAll(
      '.mantine-InputWrapper-label, .mantine-Checkbox-label, .mantine-Switch-label',
    ),
  ].map((l) => l.textContent?.replace(/\s*\*$/, '').trim() ?? '');
