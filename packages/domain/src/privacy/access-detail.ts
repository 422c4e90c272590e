/**
 * What an access-log row's DETALHE says, in words (issue 30): the log keeps the raw keys the API
 * wrote ('CODTIPODOC 1, CODIMAGEM 4', 'ABCDEFGHI', 'DADOSPESSOAIS, ENDERECO') for audits; the
 * Acessos screen and its CSV read the document type's name, 'imagem 4', the print sections' and
 * report areas' titles and the field's label. The names come from the one definition of each
 * (the client's document types, PRINT_SECTIONS, REPORT_AREA_LIST, the field registry).
 */
import type { AccessAction } from '../contract/privacy.ts';
import { PRINT_SECTIONS, printSelectionOf } from '../lifecycle/print-sections.ts';
import { fieldByName } from '../registry/candidate-fields.ts';
import { DEPENDENT_FIELDS } from '../registry/dependent.ts';
import { REPORT_AREA_LIST } from '../registry/sections.ts';

/** the client's document type names by CODTIPODOC (inactive ones too: the log outlives them) */
export type DocumentTypeNames = ReadonlyMap<number, string>;

/** 'CODTIPODOC 1' → the type's name ('tipo de documento 1' when it is gone); 'CODIMAGEM 4' → 'imagem 4' */
function documentWords(detail: string, types: DocumentTypeNames): string {
  return detail
    .replace(/CODTIPODOC (\d+)/g, (_m, id: string) => types.get(Number(id)) ?? `tipo de documento ${id}`)
    .replace(/CODIMAGEM (\d+)/g, 'imagem $1');
}

/** 'ACH' → the sections' titles; every letter → 'todas as seções' */
export function printSectionsLabel(letters: string): string {
  const sel = printSelectionOf(letters);
  if (!sel) return letters;
  const chosen = PRINT_SECTIONS.filter((s) => sel[s.key]);
  if (chosen.length === PRINT_SECTIONS.length) return 'Todas as seções';
  return chosen.map((s) => s.title).join(', ');
}

/** 'dd/mm/aaaa a dd/mm/aaaa; DADOSPESSOAIS, ENDERECO' → the areas' titles */
function reportWords(detail: string): string {
  const at = detail.lastIndexOf('; ');
  if (at < 0) return detail;
  const areas = detail
    .slice(at + 2)
    .split(', ')
    .map((a) => (a === 'cadastro' ? 'Cadastro' : (REPORT_AREA_LIST.find((r) => r.key === a)?.label ?? a)));
  return `${detail.slice(0, at)}; ${areas.join(', ')}`;
}

const same = (detail: string) => detail;

/**
 * 'PCD' → the record field's label; 'CODDEP 12; PCD' (a dependent's, decision 081) → 'Dependente
 * (código 12): ' and that dependent field's label — the code, never the dependent's name
 */
function sensitiveWords(detail: string): string {
  const dep = /^CODDEP (\d+); (\w+)$/.exec(detail);
  if (!dep) return fieldByName(detail)?.label ?? detail;
  const label = DEPENDENT_FIELDS.find((f) => f.name === dep[2])?.label ?? dep[2];
  return `Dependente (código ${dep[1]}): ${label}`;
}

/** 'LINK 12; ACH' (the page) or 'LINK 12; ACH; PDF' → 'link 12 (PDF): the sections' titles' */
function linkUseWords(detail: string): string {
  const [link, letters, pdf] = detail.split('; ');
  const id = /^LINK (\d+)$/.exec(link ?? '')?.[1];
  if (!id || !letters) return detail;
  return `Link ${id}${pdf === 'PDF' ? ' (PDF)' : ' (página)'}: ${printSectionsLabel(letters)}`;
}

const WORDS = {
  LEITURA_FICHA: same,
  DOCUMENTO_VISUALIZADO: documentWords,
  DOCUMENTO_BAIXADO: documentWords,
  CAMPO_SENSIVEL: sensitiveWords,
  IMPRESSAO: printSectionsLabel,
  LINK_IMPRESSAO: printSectionsLabel,
  LINK_IMAGENS: documentWords,
  EXPORTACAO_EXCEL: reportWords,
  EXPORTACAO_ESOCIAL: same,
  EXPORTACAO_DADOS: same,
  LEITURA_DEPENDENTES: same,
  LEITURA_AUTORIZADOS: same,
  LEITURA_INFO_ADICIONAIS: same,
  LEITURA_CONVERSA: same,
  LEITURA_VALIDACAO: documentWords,
  LEITURA_HISTORICO: same,
  LEITURA_LINK_ACESSO: same,
  VERIFICACAO_ESOCIAL: same,
  USO_LINK_IMPRESSAO: linkUseWords,
  LEITURA_KIT: same,
  // 'DOC 12' → 'Documento 12 do kit'
  KIT_DOCUMENTO_BAIXADO: (d) => d.replace(/^DOC (\d+)$/, 'Documento $1 do kit'),
} satisfies Record<AccessAction, (detail: string, types: DocumentTypeNames) => string>;

/** The row's detail as people read it; null when the row has none. */
export function accessDetailLabel(
  acao: AccessAction,
  detalhe: string | null,
  types: DocumentTypeNames,
): string | null {
  if (!detalhe) return null;
  return (WORDS[acao] ?? same)(detalhe, types);
}
