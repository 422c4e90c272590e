import { isStaffRole, type PermissionSet } from '@admissao/domain';
import type { MenuItem } from '../components/layouts/types';
import type { Session } from '../lib/session';
import { preloadPage, type PageName } from './pages';

/** the page each menu entry opens, loaded ahead when the pointer rests on the entry */
const MENU_PAGES = {
  '/dados': 'DadosPage',
  '/duvidas': 'CandidateFaqPage',
  '/clients': 'ClientsPage',
  '/admin/lista': 'CandidatesPage',
  '/admin/cadastro': 'RegistrationPage',
  '/admin/beneficios': 'BenefitsPage',
  '/admin/duvidas/lista': 'FaqListPage',
  '/admin/configuracoes': 'ConfigurationPage',
  '/admin/unidades': 'UnitsPage',
  '/admin/relatorio': 'ReportsPage',
  '/admin/usuarios': 'StaffUsersPage',
  '/admin/conversas': 'ConversationsPage',
  '/privacidade': 'PrivacyPage',
  '/admin/fila': 'ReviewQueuePage',
  '/admin/painel': 'DashboardPage',
  '/admin/esocial-prazos': 'EsocialDeadlinesPage',
} as const satisfies Record<string, PageName>;

const pages: Partial<Record<string, PageName>> = MENU_PAGES;
const withPreload = (items: MenuItem[]): MenuItem[] =>
  items.map((item) => {
    const name = pages[item.to];
    return name ? { ...item, preload: () => preloadPage(name) } : item;
  });

/** Menus per role (spec 1 §2 'Menus'); `unreadChats` is the badge of Conversas (decision 049). */
export function menuFor(
  session: Session,
  permissions: PermissionSet | undefined,
  unreadChats = 0,
): MenuItem[] {
  const user = session.user;
  if (!user) return [];
  if (!isStaffRole(user.PERMISSAO)) {
    return withPreload([
      { label: 'Dados', to: '/dados' },
      { label: 'Dúvidas', to: '/duvidas', match: ['/duvidas/'] },
      { label: 'Privacidade', to: '/privacidade' },
    ]);
  }
  // the administration's entries under one drop-down, so the header fits a 1280 px laptop (issue 30);
  // the access log and the LGPD requests are opened from Configurações (and from the user menu)
  const group = 'Configuração';
  const items: (MenuItem | false)[] = [
    user.MULTICLIENTE && { label: 'Clientes', to: '/clients' },
    { label: 'Painel', to: '/admin/painel' },
    { label: 'Fila de conferência', to: '/admin/fila' },
    { label: 'Candidatos', to: '/admin/lista', match: ['/admin/dados/', '/admin/conferir', '/conferir'] },
    { label: 'Cadastro', to: '/admin/cadastro' },
    // in the drop-down: one more entry in front would not fit the 1152 px header (issue 30)
    (user.PERMISSAO === 'ADMIN' || Boolean(permissions?.ESOCIAL)) && {
      label: 'eSocial — prazos',
      to: '/admin/esocial-prazos',
      group,
    },
    { label: 'Benefícios', to: '/admin/beneficios', group },
    { label: 'Dúvidas', to: '/admin/duvidas/lista', match: ['/admin/duvidas/'], group },
    user.PERMISSAO === 'ADMIN' && {
      label: 'Configurações',
      to: '/admin/configuracoes',
      match: ['/admin/acessos', '/admin/requisicoes'],
      group,
    },
    { label: 'Unidades', to: '/admin/unidades', group },
    Boolean(permissions?.RELATORIO) && { label: 'Relatório', to: '/admin/relatorio' },
    user.PERMISSAO === 'ADMIN' && { label: 'Usuários', to: '/admin/usuarios', group },
    { label: 'Conversas', to: '/admin/conversas', badge: unreadChats },
  ];
  return withPreload(items.filter((i): i is MenuItem => Boolean(i)));
}
