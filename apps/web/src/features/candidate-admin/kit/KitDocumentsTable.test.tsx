// @vitest-environment happy-dom
/**
 * The staff panel's kit documents (issue 33 §5): a seal waiting for a retry says the job's fault
 * and the time of the next try (Brasília); a fault the job does not retry says it stopped; a sealed
 * document its time, code and whether it has a timestamp.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import type { KitStaffDocumentView, KitStaffView } from '@admissao/domain';
import { theme } from '../../../app/theme';
import { KitDocumentsTable } from './KitDocumentsTable';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const doc = (over: Partial<KitStaffDocumentView>): KitStaffDocumentView => ({
  ID: 1,
  NOME: 'Contrato de trabalho',
  ORDEM: 0,
  PAGINAS: 2,
  ASSINADO: false,
  RECUSA: null,
  CODIGO: null,
  SELADO_EM: null,
  CARIMBO_TEMPO: null,
  SELAGEM: { TENTATIVAS: 0, ERRO: null, PROXIMA_TENTATIVA: null },
  ...over,
});
const kit = (status: KitStaffView['STATUS'], documents: KitStaffDocumentView[]): KitStaffView => ({
  ID: 7,
  VERSAO: 1,
  STATUS: status,
  ENVIADO_EM: '2026-12-03T12:00:00.000Z',
  ENVIADO_POR: 'Admin',
  CONCLUIDO_EM: null,
  RECUSA: null,
  DOCUMENTOS: documents,
  ASSINANTES: [],
});

let root: Root | undefined;
let host: HTMLDivElement;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
});

async function textOf(k: KitStaffView): Promise<string> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <MantineProvider theme={theme}>
        <KitDocumentsTable id={1} kit={k} label="Documentos do kit" />
      </MantineProvider>,
    ),
  );
  return host.textContent ?? '';
}

describe('the kit documents in the staff panel', () => {
  it('a postponed seal: the fault and the next try in Brasília time', async () => {
    const text = await textOf(
      kit('SELANDO', [
        doc({
          SELAGEM: {
            TENTATIVAS: 2,
            ERRO: 'Serviço de carimbo do tempo indisponível; nova tentativa automática.',
            PROXIMA_TENTATIVA: '2026-12-03T14:35:00.000Z',
          },
        }),
      ]),
    );
    expect(text).toContain(
      'Selagem adiada: Serviço de carimbo do tempo indisponível. Nova tentativa às 11:35.',
    );
  });

  it('a fault not retried says the seal stopped', async () => {
    const text = await textOf(
      kit('SELANDO', [
        doc({
          SELAGEM: {
            TENTATIVAS: 1,
            ERRO: 'O arquivo original não confere com o SHA-256 registrado: o documento não foi assinado.',
            PROXIMA_TENTATIVA: null,
          },
        }),
      ]),
    );
    expect(text).toContain('Selagem interrompida: O arquivo original não confere');
  });

  it('a sealed document: time, code, with or without a timestamp', async () => {
    const text = await textOf(
      kit('ASSINADO', [
        doc({
          ASSINADO: true,
          CODIGO: 'ABCDE-FGHJK',
          SELADO_EM: '2026-12-03T13:05:00.000Z',
          CARIMBO_TEMPO: true,
        }),
        doc({
          ID: 2,
          NOME: 'Termo',
          ASSINADO: true,
          CODIGO: 'KMNPQ-RTUVW',
          SELADO_EM: '2026-12-03T13:05:00.000Z',
          CARIMBO_TEMPO: false,
        }),
      ]),
    );
    expect(text).toContain('Assinado e selado em 03/12/2026 10:05');
    expect(text).toContain('Código de verificação: ABCDE-FGHJK');
    expect(text).toContain('Com carimbo do tempo');
    expect(text).toContain('Sem carimbo do tempo');
  });
});
