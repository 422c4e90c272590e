// @vitest-environment happy-dom
/**
 * One registry field on the candidate page: a value the registry refuses shows its problem and is
 * not sent; an accepted value goes to the save queue (kept in local storage until the server
 * answers) and, the server being out of reach, the field says it is not saved and will be retried;
 * staff-only fields are read-only with the note; a finalized record locks every field.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldByName, STATUS } from '@admissao/domain';
import { READ_ONLY_NOTE } from './fieldRules';
import { NOT_SAVED, RecordField } from './RecordField';
import {
  emptyRecord,
  inputLabelled,
  renderPage,
  typeAndLeave,
  type RenderedPage,
} from './render-page.test-harness';

const field = (name: string) => fieldByName(name)!;

let page: RenderedPage | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

/** Lets the save queue try the (closed) server and schedule its retry. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 300)));

describe('RecordField', () => {
  it('refuses an impossible date under the field and sends nothing', async () => {
    page = await renderPage(<RecordField def={field('DATNASC')} />);
    await typeAndLeave(inputLabelled(page.container, 'Data de nascimento'), '31/02/1990');
    await settle();
    // what is wrong, under the field, without its label again (issue 30 §7)
    expect(page.container.textContent).toContain('Data inválida (dd/mm/aaaa).');
    expect(page.container.textContent).not.toMatch(/Data de nascimento: /);
    expect(page.pendingEdits()).toEqual([]);
  });

  it('queues an accepted value, keeps it while the server is out of reach and says it is not saved', async () => {
    page = await renderPage(<RecordField def={field('NOMEMAE')} />);
    await typeAndLeave(inputLabelled(page.container, 'Nome da mãe'), 'Joana da Silva');
    // text is stored in upper case by default (display preference textCase 'M')
    expect(page.pendingEdits()).toMatchObject([
      { target: { kind: 'field', field: 'NOMEMAE' }, value: 'JOANA DA SILVA' },
    ]);
    await settle();
    expect(page.container.querySelector('[data-save-state="not-saved"]')?.textContent).toBe(NOT_SAVED);
    expect(inputLabelled(page.container, 'Nome da mãe').value).toBe('JOANA DA SILVA');
  });

  it('does not queue a value equal to the stored one', async () => {
    page = await renderPage(<RecordField def={field('NOMEMAE')} />, {
      record: emptyRecord({ NOMEMAE: 'JOANA DA SILVA' }),
    });
    await typeAndLeave(inputLabelled(page.container, 'Nome da mãe'), 'joana da silva');
    expect(page.pendingEdits()).toEqual([]);
  });

  it('shows a field staff fill as read-only with the note', async () => {
    page = await renderPage(<RecordField def={field('CARGO')} />, {
      record: emptyRecord({ CARGO: 'ANALISTA' }),
    });
    expect(inputLabelled(page.container, 'Cargo').readOnly).toBe(true);
    expect(page.container.textContent).toContain(READ_ONLY_NOTE);
  });

  it('lets the candidate correct their name: required, no read-only note, saved in upper case', async () => {
    page = await renderPage(<RecordField def={field('NOME')} />, {
      record: emptyRecord({ NOME: 'MARIA DA SILVA' }),
    });
    const input = inputLabelled(page.container, 'Nome');
    expect(input.readOnly).toBe(false);
    const label = page.container.querySelector(`label[for="${input.id}"]`);
    expect(label?.textContent?.trim()).toMatch(/^Nome\s*\*$/);
    expect(page.container.textContent).not.toContain(READ_ONLY_NOTE);
    await typeAndLeave(input, 'Maria de Souza');
    expect(page.pendingEdits()).toMatchObject([
      { target: { kind: 'field', field: 'NOME' }, value: 'MARIA DE SOUZA' },
    ]);
  });

  it('locks the field once the registration is finalized', async () => {
    page = await renderPage(<RecordField def={field('NOMEMAE')} />, {
      record: emptyRecord({ CODSTATUS: STATUS.FINALIZADO }),
    });
    expect(inputLabelled(page.container, 'Nome da mãe').disabled).toBe(true);
  });
});
