import { describe, expect, it } from 'vitest';
import { accessDetailLabel, printSectionsLabel } from './access-detail.ts';

const types = new Map([
  [1, 'RG (FRENTE E VERSO)'],
  [3, 'CNH'],
]);

describe('accessDetailLabel', () => {
  it('names the document type and the image', () => {
    expect(accessDetailLabel('DOCUMENTO_VISUALIZADO', 'CODTIPODOC 1, CODIMAGEM 4', types)).toBe(
      'RG (FRENTE E VERSO), imagem 4',
    );
    expect(accessDetailLabel('DOCUMENTO_BAIXADO', 'CODTIPODOC 3, todas as páginas', types)).toBe(
      'CNH, todas as páginas',
    );
    expect(accessDetailLabel('LINK_IMAGENS', 'CODTIPODOC 3, 01/01/2026 a …', types)).toBe(
      'CNH, 01/01/2026 a …',
    );
    // a type the client no longer has still reads as words
    expect(accessDetailLabel('DOCUMENTO_VISUALIZADO', 'CODTIPODOC 99, CODIMAGEM 7', types)).toBe(
      'tipo de documento 99, imagem 7',
    );
  });

  it('names the print sections of the letters (A–I from the one definition)', () => {
    expect(accessDetailLabel('IMPRESSAO', 'ACH', types)).toBe('Dados Pessoais, Documentação, Dependentes');
    expect(accessDetailLabel('LINK_IMPRESSAO', 'ABCDEFGHI', types)).toBe('Todas as seções');
    expect(printSectionsLabel('B')).toBe('Entrega de equipamentos');
    expect(printSectionsLabel('I')).toBe('Documentos Enviados');
    expect(printSectionsLabel('XYZ')).toBe('XYZ');
  });

  it('names the report areas, the sensitive field, and leaves the rest as written', () => {
    expect(
      accessDetailLabel('EXPORTACAO_EXCEL', '01/01/2026 a 30/06/2026; DADOSPESSOAIS, ENDERECO', types),
    ).toBe('01/01/2026 a 30/06/2026; Dados Pessoais, Endereço');
    expect(accessDetailLabel('EXPORTACAO_EXCEL', '01/01/2026 a 30/06/2026; cadastro', types)).toBe(
      '01/01/2026 a 30/06/2026; Cadastro',
    );
    expect(accessDetailLabel('CAMPO_SENSIVEL', 'IDRACA', types)).not.toBe('IDRACA');
    // a dependent's field (decision 081): the code and the dependent field's label, no name
    expect(accessDetailLabel('CAMPO_SENSIVEL', 'CODDEP 12; PCD', types)).toBe(
      'Dependente (código 12): Pessoa com deficiência?',
    );
    expect(accessDetailLabel('EXPORTACAO_ESOCIAL', 'S-2200 ID1234', types)).toBe('S-2200 ID1234');
    expect(accessDetailLabel('LEITURA_FICHA', null, types)).toBeNull();
  });

  it('names the checked document and the print link used (issue 31 §3)', () => {
    expect(accessDetailLabel('LEITURA_VALIDACAO', 'CODTIPODOC 3', types)).toBe('CNH');
    expect(accessDetailLabel('USO_LINK_IMPRESSAO', 'LINK 12; ACH', types)).toBe(
      'Link 12 (página): Dados Pessoais, Documentação, Dependentes',
    );
    expect(accessDetailLabel('USO_LINK_IMPRESSAO', 'LINK 7; ABCDEFGHI; PDF', types)).toBe(
      'Link 7 (PDF): Todas as seções',
    );
    expect(accessDetailLabel('USO_LINK_IMPRESSAO', 'outro texto', types)).toBe('outro texto');
  });
});
