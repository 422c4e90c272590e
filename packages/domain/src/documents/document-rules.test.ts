import { describe, expect, it } from 'vitest';
import { documentsSummary, type CandidateDocumentState } from './documents-summary.ts';
import {
  acceptsOnlyImages,
  awaitingCheckMessage,
  documentsAwaitingCheck,
  documentAppliesTo,
  documentSatisfied,
  isDocumentOptional,
  reviewerMayAct,
  sortDocumentsForReview,
  statusAfterLastRemoval,
  statusAfterUpload,
} from './document-rules.ts';
import { documentStatusInfo } from './document-status.ts';

describe('document rules', () => {
  it("'foto' and not 'ctps' takes images only, accents and case ignored", () => {
    expect(acceptsOnlyImages('FOTO 3X4')).toBe(true);
    expect(acceptsOnlyImages('Fotografia recente')).toBe(true);
    expect(acceptsOnlyImages('CTPS (página da foto)')).toBe(false);
    expect(acceptsOnlyImages('RG')).toBe(false);
  });

  it('review order: 4, 2, 1, 3, others, optional last, then ORDEM', () => {
    const d = (CODTIPODOC: number, STATUS: number, ORDEM: number, OBRIGATORIO = true) => ({
      CODTIPODOC,
      STATUS,
      ORDEM,
      OBRIGATORIO,
    });
    const sorted = sortDocumentsForReview([
      d(1, 3, 1),
      d(2, 0, 2),
      d(3, 1, 3),
      d(4, 2, 4),
      d(5, 4, 5),
      d(6, 4, 6, false),
      d(7, 1, 0),
    ]);
    expect(sorted.map((x) => x.CODTIPODOC)).toEqual([5, 4, 7, 3, 1, 2, 6]);
  });

  it('status after upload and after the last removal', () => {
    expect([0, 1, 2, 3, 4].map(statusAfterUpload)).toEqual([1, 1, 4, 3, 4]);
    expect([0, 1, 2, 3, 4].map(statusAfterLastRemoval)).toEqual([0, 0, 2, 3, 2]);
  });

  it('optional for interns, nationality, satisfied, checked, reviewer statuses, labels', () => {
    const t = { OPCIONAL: false, OPCIONAL_EST: true, NACIONALIDADE: 'BRA' };
    expect(isDocumentOptional(t, { CARGO: 'ESTAGIO' })).toBe(true);
    expect(isDocumentOptional(t, { CARGO: 'VENDEDOR' })).toBe(false);
    expect(documentAppliesTo(t, {})).toBe(true);
    expect(documentAppliesTo(t, { NACIONALIDADE: 'EST' })).toBe(false);
    expect(documentSatisfied(3, 0)).toBe(true);
    expect(documentSatisfied(2, 3)).toBe(false);
    expect(documentSatisfied(1, 0)).toBe(false);
    expect([4, 7, 8, 9, 10].map(reviewerMayAct)).toEqual([true, true, false, false, true]);
    expect(documentStatusInfo(null)).toEqual({ STATUS: 0, DESSTATUS: 'Pendente', CORSTATUS: '#868e96' });
    expect(documentStatusInfo(2).DESSTATUS).toBe('Recusado');
  });
});

describe('what keeps Finalizar off (spec 3 §4 with the required flag)', () => {
  const doc = (DOCUMENTO: string, CONFERIDO: boolean, OBRIGATORIO: boolean, ARQUIVOS: number) => ({
    DOCUMENTO,
    CONFERIDO,
    OBRIGATORIO,
    ARQUIVOS,
  });
  it('an optional document never sent does not block; sent, or required, it must be checked', () => {
    const docs = [
      doc('RG', true, true, 2),
      doc('PIS', false, true, 0),
      doc('CNH', false, false, 1),
      doc('RESERVISTA', false, false, 0),
      doc('CPF', false, true, 1),
    ];
    expect(documentsAwaitingCheck(docs).map((d) => d.DOCUMENTO)).toEqual(['PIS', 'CNH', 'CPF']);
    expect(awaitingCheckMessage(docs)).toBe('Faltam conferir: PIS, CNH, CPF.');
  });
  it('nothing left: no message', () => {
    expect(awaitingCheckMessage([doc('RG', true, true, 1), doc('CNH', false, false, 0)])).toBe('');
    expect(awaitingCheckMessage([])).toBe('');
  });
});

describe('documents summary of the candidate list', () => {
  const doc = (over: Partial<CandidateDocumentState> = {}): CandidateDocumentState => ({
    OPCIONAL: false,
    OPCIONAL_EST: false,
    NACIONALIDADE: null,
    STATUS: null,
    FILES: 0,
    ...over,
  });
  const brazilian = { NACIONALIDADE: 'BRA' };
  it('says nothing was sent, how many required ones were, all of them, or what was refused', () => {
    expect(documentsSummary([doc(), doc()], brazilian)).toMatchObject({
      DOCSENVIADOS: 0,
      DESDOCSENVIADOS: 'Nenhum documento enviado',
    });
    expect(documentsSummary([doc({ STATUS: 1, FILES: 1 }), doc(), doc()], brazilian)).toMatchObject({
      DOCSENVIADOS: 1,
      DESDOCSENVIADOS: '1 de 3 obrigatórios enviados',
    });
    expect(
      documentsSummary(
        [doc({ STATUS: 3 }), doc({ STATUS: 1, FILES: 2 }), doc({ OPCIONAL: true })],
        brazilian,
      ),
    ).toMatchObject({ DOCSENVIADOS: 2, DESDOCSENVIADOS: 'Todos os documentos enviados', CORDOCS: '#2f9e44' });
    expect(documentsSummary([doc({ STATUS: 2, FILES: 1 }), doc()], brazilian)).toMatchObject({
      DESDOCSENVIADOS: '1 documento recusado',
      CORDOCS: '#e03131',
    });
  });
  it('counts only the documents of the candidate’s nationality, optional ones of interns apart', () => {
    const docs = [doc({ NACIONALIDADE: 'EST' }), doc({ STATUS: 1, FILES: 1 }), doc({ OPCIONAL_EST: true })];
    expect(documentsSummary(docs, brazilian).DESDOCSENVIADOS).toBe('1 de 2 obrigatórios enviados');
    expect(documentsSummary(docs, { ...brazilian, TIPOCARGO: 'ESTAGIO' }).DESDOCSENVIADOS).toBe(
      'Todos os documentos enviados',
    );
  });
});
