/** FAQ entries and the benefits text of demo client 9/041 (DESIGN.md §8), as the admin would write them. */
import type { Db } from '../db/client.ts';
import { clientBenefits, doubt } from '../db/schema.ts';

const FAQ = [
  {
    titulo: 'Como envio os meus documentos?',
    resumo: 'Na aba Documentos Enviados, escolha o documento e envie uma foto ou um PDF.',
    descricao:
      '<p>Na aba <strong>Documentos Enviados</strong>, escolha o documento e envie uma foto nítida ou um PDF.</p>' +
      '<ul><li>Formatos aceitos: JPG, PNG, HEIC e PDF.</li><li>Tamanho máximo: 5 MB por arquivo.</li></ul>',
  },
  {
    titulo: 'Posso alterar os meus dados depois de enviar?',
    resumo: 'Enquanto o RH não concluir a conferência, você pode corrigir os dados apontados.',
    descricao:
      '<p>Depois do envio, os dados ficam <em>aguardando validação</em>. Se o RH apontar alguma pendência, ' +
      'você recebe um e-mail e pode corrigir os campos indicados.</p>',
  },
  {
    titulo: 'Quem devo cadastrar como dependente?',
    resumo: 'Cônjuge, filhos, enteados e outras pessoas que dependam de você.',
    descricao:
      '<p>Cadastre cônjuge ou companheiro(a), filhos e enteados e, quando for o caso, pais ou pessoas sob sua guarda.</p>' +
      '<p>Se não tiver dependentes, marque a confirmação <strong>Não possuo dependentes</strong>.</p>',
  },
];

const BENEFITS =
  '<h2>Nossos benefícios</h2><ul><li><strong>Vale-refeição</strong> de R$ 40,00 por dia útil.</li>' +
  '<li><strong>Assistência médica</strong> e odontológica, extensível a dependentes.</li>' +
  '<li>Seguro de vida em grupo.</li></ul><p>Dúvidas? Fale com o RH da sua unidade.</p>';

export async function seedDemoContent(db: Db, codadm: number, codcli: string): Promise<void> {
  await db.insert(doubt).values(FAQ.map((f) => ({ codadm, codcli, ...f })));
  await db.insert(clientBenefits).values({ codadm, codcli, obsBeneficios: BENEFITS });
}
