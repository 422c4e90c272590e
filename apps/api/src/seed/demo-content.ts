/**
 * FAQ entries and the benefits text of demo client 9/041 (docs/design.md §8), as the admin would write them.
 * The tabs and the confirmation are named from the registry (tabs.ts, dependent.ts), so an answer
 * never points the candidate to a tab that is not there; the buttons named are those of the
 * candidate page ('Adicionar' and 'Câmera' on each document, 'Finalizar', 'Incluir dependente').
 */
import { NO_DEPENDENTS_FIELD, TABS, UPLOAD_MAX_BYTES, type TabKey } from '@admissao/domain';
import type { Db } from '../db/client.ts';
import { clientBenefits, doubt } from '../db/schema.ts';

/** the candidate page's label of a tab */
const tab = (key: TabKey) => TABS.find((t) => t.key === key)!.label;
const MAX_MB = UPLOAD_MAX_BYTES / 1_000_000;

export const DEMO_FAQ = [
  {
    titulo: 'Como envio os meus documentos?',
    resumo: `Na aba ${tab('envio')}, clique em Adicionar no documento e envie uma foto ou um PDF.`,
    descricao:
      `<p>Na aba <strong>${tab('envio')}</strong>, encontre o documento e clique em <strong>Adicionar</strong> ` +
      '(no celular, também em <strong>Câmera</strong>) para enviar uma foto nítida ou um PDF.</p>' +
      `<ul><li>Formatos aceitos: JPG, PNG, HEIC e PDF.</li><li>Tamanho máximo: ${MAX_MB} MB por arquivo.</li></ul>`,
  },
  {
    titulo: 'Posso alterar os meus dados depois de enviar?',
    resumo: 'Depois de Finalizar, você corrige os dados que o RH apontar como pendentes.',
    descricao:
      '<p>Depois que você clica em <strong>Finalizar</strong>, os dados ficam <em>aguardando validação</em>. ' +
      'Se o RH apontar alguma pendência, você recebe um e-mail e pode corrigir os campos indicados.</p>',
  },
  {
    titulo: 'Quem devo cadastrar como dependente?',
    resumo: 'Cônjuge, filhos, enteados e outras pessoas que dependam de você.',
    descricao:
      `<p>Na aba <strong>${tab('dependentes')}</strong>, clique em <strong>Incluir dependente</strong> para ` +
      'cadastrar cônjuge ou companheiro(a), filhos e enteados e, quando for o caso, pais ou pessoas sob sua guarda.</p>' +
      `<p>Se não tiver dependentes, marque <strong>${NO_DEPENDENTS_FIELD.label}</strong>.</p>`,
  },
];

const BENEFITS =
  '<h2>Nossos benefícios</h2><ul><li><strong>Vale-refeição</strong> de R$ 40,00 por dia útil.</li>' +
  '<li><strong>Assistência médica</strong> e odontológica, extensível a dependentes.</li>' +
  '<li>Seguro de vida em grupo.</li></ul><p>Dúvidas? Fale com o RH da sua unidade.</p>';

export async function seedDemoContent(db: Db, codadm: number, codcli: string): Promise<void> {
  await db.insert(doubt).values(DEMO_FAQ.map((f) => ({ codadm, codcli, ...f })));
  await db.insert(clientBenefits).values({ codadm, codcli, obsBeneficios: BENEFITS });
}
