// @vitest-environment happy-dom
/**
 * The candidate's tabs are drawn from the registry: a tab shows exactly the visible fields of its
 * sections, in registry order, and a client's settings or an answer that turns a field on or off
 * changes what is shown without any screen code naming the field.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultSettings,
  fieldsOfSection,
  sectionsOfTab,
  TABS,
  type ClientSettings,
  type FieldContext,
  type TabDef,
} from '@admissao/domain';
import { RegistryTab } from './RegistryTab';
import { READ_ONLY_NOTE } from './fieldRules';
import { emptyRecord, labelsShown, renderPage, type RenderedPage } from './render-page.test-harness';

const tabOf = (key: string): TabDef => TABS.find((t) => t.key === key)!;

/** What the registry says the candidate sees in a tab (the sections staff fill left aside). */
function expectedLabels(tab: TabDef, ctx: FieldContext): string[] {
  return sectionsOfTab(tab.key)
    .filter((s) => s.content.kind === 'fields' && !s.unchecked)
    .flatMap((s) => (s.content.kind === 'fields' ? fieldsOfSection(s.content.fields) : []))
    .filter((f) => f.visible(ctx))
    .map((f) => f.label);
}

let page: RenderedPage | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

describe('RegistryTab', () => {
  it('shows the visible fields of the personal data tab, in registry order', async () => {
    const record = emptyRecord();
    page = await renderPage(<RegistryTab tab={tabOf('pessoais')} />, { record });
    const ctx = { settings: defaultSettings(), values: record };
    const expected = expectedLabels(tabOf('pessoais'), ctx);
    expect(expected.length).toBeGreaterThan(5);
    const shown = labelsShown(page.container).filter((l) => expected.includes(l));
    expect(shown).toEqual(expected);
  });

  it("follows the client's settings: a part switched on shows its fields", async () => {
    const off: Partial<ClientSettings> = { RACA_COR: false, PESO_ALTURA: false, INFO_SANGUINEO: false };
    const on: Partial<ClientSettings> = { RACA_COR: true, PESO_ALTURA: true, INFO_SANGUINEO: true };
    const record = emptyRecord();
    const ctxOf = (s: Partial<ClientSettings>) => ({
      settings: { ...defaultSettings(), ...s },
      values: record,
    });
    const onlyWhenOn = expectedLabels(tabOf('pessoais'), ctxOf(on)).filter(
      (l) => !expectedLabels(tabOf('pessoais'), ctxOf(off)).includes(l),
    );
    expect(onlyWhenOn.length).toBeGreaterThan(0);

    page = await renderPage(<RegistryTab tab={tabOf('pessoais')} />, { record, settings: off });
    expect(labelsShown(page.container).filter((l) => onlyWhenOn.includes(l))).toEqual([]);
    await page.unmount();

    page = await renderPage(<RegistryTab tab={tabOf('pessoais')} />, { record: emptyRecord(), settings: on });
    expect(labelsShown(page.container).filter((l) => onlyWhenOn.includes(l))).toEqual(onlyWhenOn);
  });

  it('shows the registration data staff filled in its own group: the name editable, the rest read-only', async () => {
    page = await renderPage(<RegistryTab tab={tabOf('pessoais')} />, {
      record: emptyRecord({ CARGO: 'ANALISTA' }),
    });
    const legend = [...page.container.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legend).toContain('Dados do cadastro');
    const valued = (v: string) => [...page!.container.querySelectorAll('input')].find((i) => i.value === v);
    expect(valued('Maria da Silva')?.readOnly).toBe(false);
    expect(valued('maria@exemplo.com.br')?.readOnly).toBe(true);
    expect(valued('ANALISTA')?.readOnly).toBe(true);
    // the read-only note is said once for the group
    expect(page.container.textContent!.split(READ_ONLY_NOTE).length - 1).toBe(1);
  });
});
