/**
 * Filling the candidate page (/dados) through the UI, field by field as the registry defines
 * it: each visible required field of a tab gets a valid value chosen by its type. The rules
 * are evaluated on the values typed so far, so fields that appear (CNH after POSSUICNH) are
 * filled too.
 */
import type { Locator, Page } from 'playwright-core';
import {
  fieldsOfSection,
  type ClientSettings,
  type FieldContext,
  type FieldDef,
  type SectionKey,
} from '@admissao/domain';

/** Valid numbers of the brief (check digits). */
export const SAMPLE_NUMBERS = {
  cpf: '52998224725',
  pis: '78074337862',
  cns: '700000000000005',
  titulo: '102385010671',
  cnh: '22522791508',
  cep: '01310100',
} as const;

/** Yes/no answers that show more fields, so conditional fields are exercised too. */
const YES = new Set(['POSSUICNH', 'FILHOS']);

/** What the test types or picks for a field (stored-like value kept for the rules). */
function sampleOf(def: FieldDef): { text: string; value: unknown } {
  const cut = (s: string) => s.slice(0, def.max ?? s.length);
  switch (def.type) {
    case 'boolean':
      return YES.has(def.name) ? { text: 'Sim', value: true } : { text: 'Não', value: false };
    case 'choice': {
      const first = def.options?.[0];
      return { text: first?.label ?? '', value: first?.value };
    }
    case 'date':
      return { text: '15031990', value: '1990-03-15' };
    case 'phone':
      return { text: '1133334444', value: '1133334444' };
    case 'mobile':
      return { text: '11999998888', value: '11999998888' };
    case 'cpf':
    case 'pis':
    case 'cns':
    case 'titulo':
    case 'cnh':
    case 'cep':
      return { text: SAMPLE_NUMBERS[def.type], value: SAMPLE_NUMBERS[def.type] };
    case 'integer':
      return { text: '2', value: 2 };
    case 'digits':
      return { text: cut('123456'), value: cut('123456') };
    case 'decimal':
      return { text: '4,40', value: 4.4 };
    default:
      return { text: cut('TESTE'), value: cut('TESTE') };
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens the combobox `input`, types `search` (if any) and picks an option (the first one, or the
 * one matching `name`). The help popup may show while the list is open: closing it moves the
 * focus, the list closes and the search typed is gone, so the person starts over (up to 3 times).
 */
async function pickOption(page: Page, input: Locator, name?: RegExp, search?: string) {
  for (let attempt = 1; ; attempt++) {
    await input.click();
    if (search) {
      await input.press('ControlOrMeta+a');
      await input.press('Backspace');
      await input.pressSequentially(search);
    }
    const listbox = page.getByRole('listbox').last();
    const option = name ? listbox.getByRole('option', { name }) : listbox.getByRole('option').first();
    try {
      await option.click({ timeout: 6000 });
      return;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

/** Fills one field through its input; answers the value the rules should now see. */
export async function fillField(page: Page, scope: Locator, def: FieldDef): Promise<unknown> {
  const sample = sampleOf(def);
  const label = { name: def.label, exact: true } as const;
  if (def.type === 'boolean' || (def.type === 'choice' && (def.options?.length ?? 0) <= 3)) {
    const group = scope.getByRole('radiogroup', label);
    await group.getByRole('radio', { name: sample.text, exact: true }).click();
    await group
      .locator('input[type="radio"]:checked')
      .and(group.getByRole('radio', { name: sample.text, exact: true }))
      .waitFor();
    return sample.value;
  }
  const input = scope.getByRole('textbox', label).or(scope.getByRole('combobox', label)).first();
  if (def.type === 'lookup' && ['city', 'birthplace'].includes(def.lookup ?? '')) {
    await pickOption(page, input, /^Campinas - SP$/, 'Campinas');
    return '3509502';
  }
  if (def.type === 'bank') {
    await pickOption(page, input, /ITAÚ/i, '341');
    return 341;
  }
  if (def.type === 'lookup' || def.type === 'choice' || def.lookup) {
    await pickOption(page, input);
    return 'picked';
  }
  if (def.name === 'ASSISTENCIA_MEDICA' || def.name === 'LOCAL_TRANSP_FRETADO') {
    await pickOption(page, input);
    return 'picked';
  }
  await input.click();
  if (def.mask || ['cpf', 'pis', 'cep', 'date', 'phone', 'mobile'].includes(def.type)) {
    await input.press('ControlOrMeta+a');
    await input.press('Backspace');
    await input.pressSequentially(sample.text);
  } else {
    await input.fill(sample.text);
  }
  await input.press('Tab');
  if (['cpf', 'pis', 'cep', 'date', 'phone', 'mobile'].includes(def.type)) {
    // every keystroke reached the field: a masked input that loses what was typed is a bug
    const shown = await input.inputValue();
    if (shown.replace(/\D/g, '') !== sample.text.replace(/\D/g, ''))
      throw new Error(`${def.label}: typed ${sample.text}, the field shows ${JSON.stringify(shown)}`);
  }
  return sample.value;
}

/** Fills every visible required field of the sections a candidate may edit. */
export async function fillSections(
  page: Page,
  sections: readonly SectionKey[],
  settings: ClientSettings,
  values: Record<string, unknown>,
): Promise<string[]> {
  const scope = page.getByRole('tabpanel');
  const filled: string[] = [];
  for (const section of sections)
    for (const def of fieldsOfSection(section)) {
      const ctx: FieldContext = { settings, values };
      if (!def.visible(ctx) || !def.required(ctx) || !def.editableBy.includes('candidate')) continue;
      if (values[def.name] !== null && values[def.name] !== undefined && values[def.name] !== '') continue;
      values[def.name] = await fillField(page, scope, def);
      filled.push(def.name);
    }
  return filled;
}

/** The 'Validar' button of the open tab. */
export const validateButton = (page: Page) =>
  page.getByRole('tabpanel').getByRole('button', { name: /^Validar/ });

/** Clicks Validar and waits for the tab to be reported valid (the button turns green). */
export async function validateTab(page: Page): Promise<void> {
  const button = validateButton(page);
  await button.click();
  try {
    await page.getByRole('tabpanel').locator('button[data-valid="true"]').waitFor();
  } catch (e) {
    // say which fields the form still finds wrong (the 'Atenção' toast lists them)
    const toasts = await page.locator('.mantine-Notification-root').allInnerTexts();
    const errors = await page.getByRole('tabpanel').locator('[class*="error"]').allInnerTexts();
    throw new Error(`tab not valid; toasts: ${JSON.stringify(toasts)}; errors: ${JSON.stringify(errors)}`, {
      cause: e,
    });
  }
}

export const tabNamed = (page: Page, label: string) =>
  page.getByRole('tab', { name: new RegExp(`${escape(label)}$`) });
