import { describe, expect, it } from 'vitest';
import { checkFieldValue, normaliseValue } from '../registry/validate.ts';
import { fieldByName } from '../registry/candidate-fields.ts';
import { ZDocumentTypeSave } from '../contract/configuration-documents.ts';
import { ZStaffUserUpdate } from '../contract/staff-users.ts';
import { storedText, textFault, type TextFault } from './text-rule.ts';
import { ZLines, ZText } from './common.ts';

/** One sample of every class the rule refuses in a single-line field (issue 31 §7). */
export const LINE_FAULTS: [string, string, TextFault][] = [
  ['CR', 'Ana\rSilva', 'lineBreak'],
  ['LF', 'Ana\nSilva', 'lineBreak'],
  ['line separator', 'Ana\u2028Silva', 'lineBreak'],
  ['tab', 'Ana\tSilva', 'tab'],
  ['BEL', 'Ana\u0007Silva', 'control'],
  ['ESC', 'Ana\u001B[31mSilva', 'control'],
  ['DEL', 'Ana\u007FSilva', 'control'],
  ['C1 CSI', 'Ana\u009BSilva', 'control'],
  ['lone surrogate', 'Ana\uD800Silva', 'control'],
  ['RLO U+202E', 'Ana\u202EavliS', 'bidi'],
  ['LRE U+202A', 'Ana\u202ASilva', 'bidi'],
  ['isolate U+2066', 'Ana\u2066Silva\u2069', 'bidi'],
  ['RLM U+200F', 'Ana\u200FSilva', 'bidi'],
  ['ZWSP U+200B', 'An\u200Ba Silva', 'invisible'],
  ['ZWNJ U+200C', 'Ana\u200CSilva', 'invisible'],
  ['ZWJ U+200D', 'Ana\u200DSilva', 'invisible'],
  ['BOM U+FEFF', 'Ana\uFEFFSilva', 'invisible'],
  ['word joiner U+2060', 'Ana\u2060Silva', 'invisible'],
  ['soft hyphen', 'Ana\u00ADSilva', 'invisible'],
];

describe('the text rule (decision 066)', () => {
  it.each(LINE_FAULTS)('a single-line text refuses %s', (_name, text, fault) => {
    expect(textFault(text, 'line')).toBe(fault);
  });

  it('accepts real names, trims what surrounds them and stores NFC', () => {
    for (const ok of ['José da Silva', "D'Ávila-Müller", 'Ñandú 😀', 'محمد', '  Ana\n', '\uFEFFAna'])
      expect(textFault(ok, 'line'), ok).toBeNull();
    expect(storedText('  Jose\u0301 \r\n')).toBe('José');
    expect(storedText('e\u0301\r\nf', 'lines')).toBe('é\nf');
  });

  it('a multi-line text keeps line feeds, tabs and the emoji joiner, refuses the rest', () => {
    expect(textFault('um\r\ndois\n\ttrês 👩\u200D💻', 'lines')).toBeNull();
    expect(textFault('a\u0007b', 'lines')).toBe('control');
    expect(textFault('a\u000Bb', 'lines')).toBe('control');
    expect(textFault('a\u202Eb', 'lines')).toBe('bidi');
    expect(textFault('a\u200Bb', 'lines')).toBe('invisible');
  });

  it('the registry refuses them on every single-line field, not only text', () => {
    const nome = fieldByName('NOME')!;
    expect(checkFieldValue(nome, 'Ana\u202ESilva')).toMatch(/direção do texto/);
    expect(checkFieldValue(fieldByName('EMAIL')!, 'ana\u200B@exemplo.com.br')).toMatch(/invisível/);
    expect(checkFieldValue(nome, 'Ana\nSilva')).toBe('Não pode ter quebra de linha.');
    expect(normaliseValue(nome, ' Jose\u0301 ')).toBe('JOSÉ'); // NFC: 4 characters, as typed on any keyboard
  });

  it('the schemas name the field in the refusal and store NFC', () => {
    const staff = ZStaffUserUpdate.safeParse({
      NOMEUSUARIO: 'Ana\u0007',
      EMAIL: 'ana@exemplo.com.br',
      PERMISSAO: 'MANAGER',
      CLIENTES: ['041'],
    });
    expect(staff.error?.issues[0]?.message).toBe(
      'Nome: Contém caractere de controle; apague-o e digite de novo.',
    );
    expect(ZText('Nome').parse(' Jose\u0301 ')).toBe('José');
    expect(ZLines('Observação').parse('a\r\nb')).toBe('a\nb');
    expect(ZLines('Observação').safeParse('a\u202Eb').error?.issues[0]?.message).toMatch(/^Observação: /);
  });

  it('a document type is never named by dots or with a slash (issue 31 §8)', () => {
    for (const bad of ['..', '.', ' . . ', 'a/b', 'a\\b', 'RG\u0000'])
      expect(ZDocumentTypeSave.safeParse({ CODTIPODOC: 1, DOCUMENTO: bad }).success, bad).toBe(false);
    expect(ZDocumentTypeSave.safeParse({ CODTIPODOC: 1, DOCUMENTO: '..' }).error?.issues[0]?.message).toBe(
      'Nome do documento: Não pode ser formado só por pontos.',
    );
    expect(ZDocumentTypeSave.parse({ CODTIPODOC: 1, DOCUMENTO: 'R.G. (frente)' }).DOCUMENTO).toBe(
      'R.G. (frente)',
    );
  });
});
