/**
 * The demo clients' admission kit (issue 33 §1): the documents a Brazilian employer usually has a
 * new hire sign, as kit templates with {{FIELD}} merge fields, plus the registration sheet. The HTML
 * is already in the stored (sanitised) form; a test checks it is accepted as the API would.
 */
import type { Db } from '../db/client.ts';
import { kitTemplate } from '../db/schema.ts';

const CONTRATO = [
  '<h1>Contrato de trabalho por prazo de experiência</h1>',
  '<p>Pelo presente instrumento particular, de um lado <strong>{{EMPRESA}}</strong>, inscrita no CNPJ sob o nº {{CNPJ_EMPRESA}}, ',
  'doravante denominada <strong>EMPREGADORA</strong>, e de outro lado <strong>{{NOME}}</strong>, portador(a) do CPF nº {{CPF}}, ',
  'RG nº {{RG}}, CTPS nº {{CTPS}} série {{CTPSSERIE}}, residente em {{ENDERECO}}, {{NUMERO}}, {{BAIRRO}}, {{CIDADE}} - {{UF}}, ',
  'doravante denominado(a) <strong>EMPREGADO(A)</strong>, celebram o presente contrato de experiência, nos termos do ',
  'art. 443, § 2º, alínea “c”, e do art. 445, parágrafo único, da Consolidação das Leis do Trabalho, mediante as cláusulas seguintes.</p>',
  '<h2>Cláusula 1ª – Função</h2>',
  '<p>O(A) EMPREGADO(A) exercerá a função de <strong>{{CARGO}}</strong> (CBO {{CBOCARGO}}), na unidade {{UNIDADE_NOME}}, ',
  'obrigando-se a executar, além das atribuições do cargo, as tarefas compatíveis com sua condição pessoal.</p>',
  '<h2>Cláusula 2ª – Remuneração</h2>',
  '<p>Pelos serviços prestados, o(a) EMPREGADO(A) receberá o salário de R$ {{VRSALFX}} ({{UNDSALFIXO}}), pago até o 5º dia útil ',
  'do mês seguinte ao vencido, sujeito aos descontos previstos em lei.</p>',
  '<h2>Cláusula 3ª – Jornada de trabalho</h2>',
  '<p>A jornada será a seguinte: {{DSCJORN}}. A EMPREGADORA poderá, observada a legislação, alterar os horários conforme a ',
  'necessidade do serviço, e as horas extraordinárias serão pagas ou compensadas na forma da lei e do acordo coletivo.</p>',
  '<h2>Cláusula 4ª – Prazo</h2>',
  '<p>O presente contrato vigorará a partir de <strong>{{DATINICIO}}</strong>, pelo prazo de <strong>45 (quarenta e cinco) dias</strong>, ',
  'podendo ser prorrogado uma única vez por mais <strong>45 (quarenta e cinco) dias</strong>, sem que a soma ultrapasse 90 (noventa) dias.</p>',
  '<p>Vencido o prazo sem manifestação das partes, o contrato passará a vigorar por prazo indeterminado.</p>',
  '<h2>Cláusula 5ª – Disposições gerais</h2>',
  '<ul><li>O(A) EMPREGADO(A) compromete-se a cumprir o regulamento interno e as normas de segurança e saúde no trabalho.</li>',
  '<li>Eventuais danos causados por dolo serão descontados da remuneração, nos termos do art. 462, § 1º, da CLT.</li>',
  '<li>As partes elegem o foro da comarca da unidade de trabalho para dirimir questões oriundas deste contrato.</li></ul>',
  '<p>E, por estarem de acordo, as partes assinam eletronicamente o presente instrumento.</p>',
  '<p>{{UNIDADE_NOME}}, {{DATA_ATUAL}}.</p>',
].join('');

const VALE_TRANSPORTE = [
  '<h1>Termo de opção ou desistência do vale-transporte</h1>',
  '<p>Eu, <strong>{{NOME}}</strong>, CPF nº {{CPF}}, admitido(a) por <strong>{{EMPRESA}}</strong> em {{DATINICIO}}, ',
  'declaro, para os fins da Lei nº 7.418/1985 e do Decreto nº 10.854/2021, a minha opção quanto ao vale-transporte:</p>',
  '<p>Utiliza transporte público: <strong>{{TRANSPORTE_PUBLICO}}</strong>.</p>',
  '<ul><li>Linha de ida: {{LINHAIDA}} – valor R$ {{VALORIDA}}</li><li>Linha de volta: {{LINHAVOLTA}} – valor R$ {{VALORVOLTA}}</li></ul>',
  '<p>Estou ciente de que a EMPREGADORA poderá descontar até 6% (seis por cento) do meu salário-base para custeio do benefício, ',
  'e de que a declaração falsa ou o uso indevido do vale-transporte constituem falta grave (art. 7º, § 3º, do Decreto nº 95.247/1987).</p>',
  '<p>Comprometo-me a atualizar estas informações sempre que mudar de endereço ou de meio de transporte.</p>',
  '<p>{{UNIDADE_NOME}}, {{DATA_ATUAL}}.</p>',
].join('');

const DEPENDENTES = [
  '<h1>Declaração de dependentes (IRRF e salário-família)</h1>',
  '<p>Eu, <strong>{{NOME}}</strong>, CPF nº {{CPF}}, empregado(a) de <strong>{{EMPRESA}}</strong>, declaro que os dependentes ',
  'informados no meu cadastro de admissão são verdadeiros, para fins de dedução do Imposto de Renda Retido na Fonte ',
  '(Lei nº 9.250/1995) e de pagamento do salário-família (Lei nº 8.213/1991), quando couber.</p>',
  '<p>Possui filhos: {{FILHOS}}. Número de filhos: {{NUMERO_FILHOS}}.</p>',
  '<p>Comprometo-me a comunicar à EMPREGADORA qualquer alteração, e a apresentar anualmente, para os filhos até 14 anos, ',
  'a caderneta de vacinação e, a partir de 7 anos, o comprovante de frequência escolar.</p>',
  '<p><em>Estou ciente de que a declaração falsa sujeita o declarante às penalidades da lei.</em></p>',
  '<p>{{UNIDADE_NOME}}, {{DATA_ATUAL}}.</p>',
].join('');

const LGPD = [
  '<h1>Termo de ciência do tratamento de dados pessoais (LGPD)</h1>',
  '<p>Eu, <strong>{{NOME}}</strong>, CPF nº {{CPF}}, declaro estar ciente de que <strong>{{EMPRESA}}</strong> ',
  '(CNPJ {{CNPJ_EMPRESA}}), na qualidade de controladora, trata os meus dados pessoais conforme a Lei nº 13.709/2018 (LGPD).</p>',
  '<h2>Finalidades</h2>',
  '<ul><li>Cumprimento de obrigações legais e regulatórias: registro do empregado, eSocial, FGTS, INSS e IRRF (art. 7º, II).</li>',
  '<li>Execução do contrato de trabalho: folha de pagamento, benefícios e controle de jornada (art. 7º, V).</li>',
  '<li>Dados sensíveis, como saúde e deficiência, apenas para obrigações legais de saúde e segurança do trabalho (art. 11, II, “a”).</li></ul>',
  '<h2>Direitos do titular</h2>',
  '<p>Posso, a qualquer tempo, pedir confirmação, acesso, correção e demais direitos do art. 18 da LGPD pelo canal de ',
  'privacidade da empresa. Os dados são guardados pelos prazos que a legislação trabalhista e previdenciária exige.</p>',
  '<p>{{UNIDADE_NOME}}, {{DATA_ATUAL}}.</p>',
].join('');

const ESTAGIO = [
  '<h1>Termo de compromisso de estágio</h1>',
  '<p>Celebram o presente termo, nos termos da Lei nº 11.788/2008, a parte concedente <strong>{{EMPRESA}}</strong>, ',
  'CNPJ {{CNPJ_EMPRESA}}, e o(a) estagiário(a) <strong>{{NOME}}</strong>, CPF nº {{CPF}}, com a interveniência da ',
  'instituição de ensino, conforme as condições abaixo.</p>',
  '<ol><li>O estágio terá início em <strong>{{DATINICIO}}</strong>, na unidade {{UNIDADE_NOME}}, com duração máxima de 2 (dois) anos.</li>',
  '<li>A jornada será compatível com as atividades escolares e não ultrapassará 6 (seis) horas diárias e 30 (trinta) horas semanais.</li>',
  '<li>O(A) estagiário(a) receberá bolsa e auxílio-transporte, e estará coberto(a) por seguro contra acidentes pessoais.</li>',
  '<li>O estágio não cria vínculo empregatício de qualquer natureza (art. 3º da Lei nº 11.788/2008).</li>',
  '<li>O(A) estagiário(a) terá recesso de 30 (trinta) dias a cada ano de estágio, preferencialmente nas férias escolares.</li></ol>',
  '<p>{{UNIDADE_NOME}}, {{DATA_ATUAL}}.</p>',
].join('');

/** The demo kit, in order: what every demo client sends. */
export const DEMO_KIT = [
  { nome: 'Contrato de trabalho por prazo de experiência', tipo: 'TEXTO', aplicaA: 'CLT', corpo: CONTRATO },
  { nome: 'Termo de compromisso de estágio', tipo: 'TEXTO', aplicaA: 'ESTAGIO', corpo: ESTAGIO },
  {
    nome: 'Termo de opção ou desistência do vale-transporte',
    tipo: 'TEXTO',
    aplicaA: 'TODOS',
    corpo: VALE_TRANSPORTE,
  },
  {
    nome: 'Declaração de dependentes (IRRF e salário-família)',
    tipo: 'TEXTO',
    aplicaA: 'TODOS',
    corpo: DEPENDENTES,
  },
  {
    nome: 'Termo de ciência do tratamento de dados pessoais (LGPD)',
    tipo: 'TEXTO',
    aplicaA: 'TODOS',
    corpo: LGPD,
  },
  { nome: 'Ficha de registro', tipo: 'FICHA', aplicaA: 'TODOS', corpo: '' },
] as const;

export async function seedDemoKit(db: Db, codadm: number, codcli: string): Promise<void> {
  await db
    .insert(kitTemplate)
    .values(DEMO_KIT.map((t, i) => ({ codadm, codcli, ...t, ordem: i + 1, updatedBy: 'seed' })));
}
