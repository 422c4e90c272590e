/**
 * The default terms of a client (decision 060): its facts, written into the text, escaped; what is
 * not set (CNPJ, privacy contact, retention 0) is said otherwise, never left as a blank.
 */
import { describe, expect, it } from 'vitest';
import { defaultTermsHtml, PRIVACY_PAGE_PATH, type TermsFacts } from './terms.ts';
import { PRIVACY_REQUEST_TYPES } from './contract/privacy-requests.ts';

const FACTS: TermsFacts = {
  controlador: 'Silva & Filhos <Ltda>',
  cnpj: '11222333000181',
  encarregadoEmail: 'dpo@silva.com.br',
  retencaoCanceladosDias: 1,
  retencaoFinalizadosDias: 365,
  prazoRequisicaoDias: 15,
};

describe('defaultTermsHtml', () => {
  it('names the controller (escaped), its CNPJ, contact, retention, deadline and the art. 18 rights', () => {
    const html = defaultTermsHtml(FACTS);
    expect(html).toContain(
      '<strong>Silva &amp; Filhos &lt;Ltda&gt;</strong>, inscrita no CNPJ sob o nº 11.222.333/0001-81',
    );
    expect(html).not.toContain('<Ltda>');
    expect(html).toContain('<a href="mailto:dpo@silva.com.br">dpo@silva.com.br</a>');
    expect(html).toContain('1 dia após o cancelamento');
    expect(html).toContain('365 dias após a finalização');
    expect(html).toContain('em até 15 dias');
    expect(html).toContain(`<a href="${PRIVACY_PAGE_PATH}">Privacidade</a>`);
    for (const right of Object.values(PRIVACY_REQUEST_TYPES))
      expect(html.toLowerCase()).toContain(right.toLowerCase());
  });

  it('says what is not set otherwise', () => {
    const html = defaultTermsHtml({
      ...FACTS,
      cnpj: '',
      encarregadoEmail: '',
      retencaoCanceladosDias: 0,
      retencaoFinalizadosDias: 0,
    });
    expect(html).not.toMatch(/CNPJ|mailto:|undefined|\b0 dias/);
    expect(html).toContain('pela página <a href="/privacidade">Privacidade</a> deste sistema');
    expect(html).toContain('pelos prazos exigidos pela legislação trabalhista, previdenciária e fiscal');
  });
});
