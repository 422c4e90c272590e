import { describe, expect, it } from 'vitest';
import { CANDIDATE_STATUSES, candidateMayEdit } from './status.ts';
import { CANDIDATE_STATUS_MESSAGES, candidateStatusMessage, REOPENED_WARNING } from './status-messages.ts';

const codes = CANDIDATE_STATUSES.map((s) => s.CODSTATUS);

describe('the candidate status messages', () => {
  it('every status has exactly one message, with a title, a text and what comes next', () => {
    expect(
      Object.keys(CANDIDATE_STATUS_MESSAGES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(codes);
    for (const code of codes) {
      const m = candidateStatusMessage(code, { DATINICIO: '2027-01-05' });
      expect(m.title.length, `${code}`).toBeGreaterThan(5);
      expect(m.text.length, `${code}`).toBeGreaterThan(20);
      expect(m.next.length, `${code}`).toBeGreaterThan(0);
    }
  });

  it('no message contradicts the status: a locked status is never told to fill in, an open one never to wait', () => {
    for (const code of codes) {
      const { phase, title, text } = candidateStatusMessage(code);
      const open = phase === 'filling' || phase === 'correcting';
      expect(open, `${code}`).toBe(candidateMayEdit(code));
      if (!open) expect(`${title} ${text}`, `${code}`).not.toMatch(/clique em Finalizar/i);
      expect(`${title} ${text}`, `${code}`).not.toMatch(/aguardando validação/i);
    }
  });

  it('finalized: admission concluded, the admission exam and the start date dd/mm/yyyy when known', () => {
    const m = candidateStatusMessage(8, { DATINICIO: '2027-01-05' });
    expect(m.title).toBe('Admissão concluída');
    expect(m.next).toEqual([
      'O RH entrará em contato sobre o exame admissional.',
      'Início previsto em 05/01/2027.',
    ]);
    expect(candidateStatusMessage(8).next).toContain('O RH confirmará a data de início.');
  });

  it('sent (4) and under review (7) say the same: nothing to do, HR checks and tells', () => {
    for (const code of [4, 7]) {
      const m = candidateStatusMessage(code, { DATINICIO: null });
      expect(m.title).toBe('Dados enviados para conferência');
      expect(m.text).toMatch(/não precisa fazer nada/);
      expect(m.next[0]).toMatch(/O RH confere/);
      expect(m.next).toContain('O RH entrará em contato sobre o exame admissional.');
    }
  });

  it('correction, cancelled and reopened each say what they are', () => {
    expect(candidateStatusMessage(11).title).toBe('Correção de dados solicitada');
    expect(candidateStatusMessage(12).text).toMatch(/Enviar Documentos/);
    expect(candidateStatusMessage(6).text).toMatch(/corrija as abas marcadas em vermelho/);
    expect(candidateStatusMessage(9).title).toBe('Processo de admissão cancelado');
    expect(candidateStatusMessage(14).title).toBe('Cadastro reaberto para você');
  });

  it("a status of 11 or more keeps the spec's warning (spec 2 §2.1)", () => {
    expect(REOPENED_WARNING).toBe(
      'Clique em Validar em cada aba e depois em Finalizar para reiniciar o processo de conferência',
    );
    for (const code of codes.filter((c) => c >= 11))
      expect(candidateStatusMessage(code).text, `${code}`).toContain(REOPENED_WARNING);
  });
});
