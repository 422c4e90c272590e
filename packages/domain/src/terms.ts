/**
 * The terms of use and privacy notice the candidate accepts (spec 2 §2.2; decisions 055, 060). Each
 * client (the controller, LGPD art. 5º VI) has its own text: the ADMIN's, written in Configurações,
 * or else this default, generated from the client's data — name, CNPJ, the privacy contact, the
 * retention settings and the requests' deadline — so a change of any of these is a new version the
 * candidates read again.
 * The HTML keeps to what the API's rich-text sanitiser allows (p, h4, ul/li, strong, a).
 */
import { formatCnpj } from './esocial/cnpj.ts';
import { PRIVACY_REQUEST_TYPES } from './contract/privacy-requests.ts';

/** The candidate's 'Privacidade' page (apps/web router): where the rights of art. 18 are exercised. */
export const PRIVACY_PAGE_PATH = '/privacidade';

/** What the default text says about one client. */
export interface TermsFacts {
  /** the client's name (client.nomecli): the controller */
  controlador: string;
  /** CNPJ_EMPREGADOR, '' when not set */
  cnpj: string;
  /** ENCARREGADO_EMAIL, '' when not set */
  encarregadoEmail: string;
  retencaoCanceladosDias: number;
  retencaoFinalizadosDias: number;
  /** PRAZO_REQUISICAO_DIAS: the days a request of art. 18 has to be answered */
  prazoRequisicaoDias: number;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

const section = (title: string, ...body: string[]) => `<h4>${title}</h4>${body.join('')}`;
const p = (text: string) => `<p>${text}</p>`;
const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;

function retention(f: TermsFacts): string[] {
  const cancelled =
    f.retencaoCanceladosDias > 0
      ? `Se o seu processo de admissão for cancelado, seus dados pessoais e arquivos serão anonimizados ou eliminados ${days(f.retencaoCanceladosDias)} após o cancelamento.`
      : 'Se o seu processo de admissão for cancelado, seus dados serão mantidos apenas pelo tempo necessário ao exercício regular de direitos e, depois, anonimizados ou eliminados.';
  const finalized =
    f.retencaoFinalizadosDias > 0
      ? `Concluída a admissão, seus dados serão anonimizados neste sistema ${days(f.retencaoFinalizadosDias)} após a finalização; os registros que a legislação obriga a empresa a guardar são mantidos nos sistemas de gestão de pessoal, pelos prazos legais.`
      : 'Concluída a admissão, seus dados passam a integrar o registro de empregado e são mantidos pelos prazos exigidos pela legislação trabalhista, previdenciária e fiscal.';
  return [p(cancelled), p(finalized)];
}

/** the rights of art. 18 as the Privacidade page files them (one list), as sentence items */
const rights = () => {
  const all = Object.values(PRIVACY_REQUEST_TYPES).map((t) => t.charAt(0).toLowerCase() + t.slice(1));
  return all.map((t, i) => `${t}${i === all.length - 1 ? '.' : ';'}`);
};

/** The default text of one client, as sanitised HTML. */
export function defaultTermsHtml(f: TermsFacts): string {
  const nome = escapeHtml(f.controlador.trim());
  const cnpj = f.cnpj ? `, inscrita no CNPJ sob o nº ${escapeHtml(formatCnpj(f.cnpj))}` : '';
  const email = escapeHtml(f.encarregadoEmail.trim());
  const privacyLink = `<a href="${PRIVACY_PAGE_PATH}">Privacidade</a>`;
  const contact = email
    ? `pelo e-mail <a href="mailto:${email}">${email}</a> ou pela página ${privacyLink} deste sistema`
    : `pela página ${privacyLink} deste sistema`;
  return [
    p(
      `Este aviso explica como <strong>${nome}</strong>${cnpj} (a “empresa”), na qualidade de controladora, trata os seus dados pessoais no processo de admissão, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD). Leia-o com atenção antes de continuar.`,
    ),
    section(
      '1. Para que usamos os seus dados',
      list([
        'realizar a sua admissão: conferir os documentos e as informações necessárias à contratação e elaborar o contrato de trabalho;',
        'cumprir obrigações legais e regulatórias do empregador, como o registro de empregado, o envio de informações ao eSocial, o recolhimento do FGTS, as declarações previdenciárias e fiscais e os exames ocupacionais;',
        'conceder e administrar os benefícios oferecidos pela empresa, como vale-transporte, vale-alimentação e assistências médica e odontológica, para você e, quando for o caso, para os seus dependentes;',
        'entrar em contato com você sobre o andamento da admissão.',
      ]),
      p(
        'O tratamento tem como bases legais o cumprimento de obrigação legal ou regulatória, a execução de procedimentos preliminares ao contrato de trabalho e o exercício regular de direitos (LGPD, art. 7º, II, V e VI). Dados sensíveis, como raça/cor e informações de saúde, são tratados somente quando exigidos por lei (art. 11, II, a). Se algum tratamento depender do seu consentimento, ele será pedido à parte, e você poderá revogá-lo a qualquer momento.',
      ),
    ),
    section(
      '2. Quais dados tratamos',
      p(
        'Os dados que você informar neste sistema e os documentos que enviar: dados de identificação e de contato, endereço, documentos pessoais e profissionais, escolaridade, dados bancários, dados de dependentes e outras informações pedidas para a admissão. Informe apenas dados verdadeiros e atualizados; os dados de terceiros, como os dos seus dependentes, devem ser informados por você com o conhecimento deles.',
      ),
    ),
    section(
      '3. Com quem compartilhamos',
      p(
        'Somente na medida necessária às finalidades acima: com órgãos públicos (eSocial, Caixa Econômica Federal — FGTS, Receita Federal e Previdência Social), com as operadoras de benefícios e a instituição bancária contratadas pela empresa e com os prestadores que operam este sistema em nome da empresa, obrigados a manter os dados em sigilo e em segurança. A empresa não vende os seus dados.',
      ),
    ),
    section('4. Por quanto tempo guardamos', ...retention(f)),
    section(
      '5. Como protegemos',
      p(
        'O acesso aos seus dados é restrito às pessoas da empresa responsáveis pela admissão, com usuário e senha individuais; cada acesso aos seus dados fica registrado, os dados sensíveis aparecem mascarados até que alguém autorizado peça para vê-los, e os arquivos são guardados com proteção de acesso.',
      ),
    ),
    section(
      '6. Os seus direitos',
      p('A qualquer momento você pode pedir à empresa (LGPD, art. 18):'),
      list(rights()),
      p(
        `Os pedidos são feitos na página ${privacyLink}, onde você também pode baixar uma cópia dos seus dados (“Baixar meus dados”), e são respondidos em até ${days(f.prazoRequisicaoDias)}. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).`,
      ),
    ),
    section(
      '7. Encarregado pelo tratamento de dados',
      p(
        `Dúvidas sobre este aviso ou sobre os seus dados podem ser enviadas ao encarregado da empresa ${contact}.`,
      ),
    ),
    section(
      '8. Alterações deste aviso',
      p(
        'Sempre que este aviso for alterado, a nova versão será mostrada quando você acessar o sistema, e o seu aceite será pedido novamente. As versões aceitas, com data e hora, constam da cópia dos seus dados.',
      ),
    ),
  ].join('');
}
