import { describe, expect, it } from 'vitest';
import { fieldByName } from '../registry/candidate-fields.ts';
import { defaultSettings } from '../settings.ts';
import { formatFieldValue } from '../registry/format-value.ts';
import { checkPrintSelection, printLettersOf, printSelectionOf } from './print-sections.ts';

describe('print areas', () => {
  it('need at least one area, and personal data with equipment delivery', () => {
    expect(checkPrintSelection({})).toBe('Selecione ao menos um item para imprimir!');
    expect(checkPrintSelection({ ENTREGAEQUIP: true })).toBe(
      'Para imprimir a entrega de equipamentos, selecione também os dados pessoais.',
    );
    expect(checkPrintSelection({ ENTREGAEQUIP: true, DADOSPESSOAIS: true })).toBeNull();
  });

  it('map to the letters A–I and back, refusing anything else', () => {
    expect(printLettersOf({ DOCUMENTOS: true, DADOSPESSOAIS: true, DEPENDENTES: true })).toBe('AHI');
    expect(printSelectionOf('iha')).toMatchObject({
      DADOSPESSOAIS: true,
      DEPENDENTES: true,
      DOCUMENTOS: true,
    });
    expect(printSelectionOf('iha')?.DOCUMENTACAO).toBe(false);
    for (const bad of ['', 'J', 'AA', 'A1', 'A B']) expect(printSelectionOf(bad), bad).toBeNull();
  });
});

describe('formatFieldValue', () => {
  const f = (name: string) => fieldByName(name)!;
  const settings = defaultSettings();
  it('prints dates dd/mm/yyyy, Sim/Não, option labels, masks and pt-BR decimals', () => {
    expect(formatFieldValue(f('DATNASC'), '1990-03-15')).toBe('15/03/1990');
    expect(formatFieldValue(f('CPF'), '52998224725')).toBe('529.982.247-25');
    expect(formatFieldValue(f('CEP'), '01310100')).toBe('01310-100');
    expect(formatFieldValue(f('SEXO'), 'F', { settings })).toBe('Feminino');
    expect(formatFieldValue(f('CELULAR'), '11987654321')).toBe('(11) 98765-4321');
    expect(formatFieldValue(f('VALORIDA'), 4.4)).toBe('4,40');
    expect(formatFieldValue(f('TRANSGENERO'), true)).toBe('Sim');
    expect(formatFieldValue(f('PCD'), 'S')).toBe('Sim');
    expect(formatFieldValue(f('FILHOS'), false)).toBe('Não');
    expect(formatFieldValue(f('NOMEMAE'), null)).toBe('');
    expect(formatFieldValue(f('IDESTCIVIL'), 'SOL', { label: 'Solteiro(a)' })).toBe('Solteiro(a)');
  });
});
