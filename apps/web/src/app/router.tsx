import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Guard } from '@admissao/domain';
import { NotFoundPage, RestrictedPage, RouteErrorPage } from '../features/errors';
import { setUnauthorizedHandler } from '../lib/api';
import { MinimalFrameRoute, PrintFrameRoute } from './frames';
import { Guarded } from './guards';
import { page } from './pages';

// the menu frame comes with the first page that shows it (MainFrame.tsx)
const mainFrame = async () => ({ Component: (await import('./MainFrame')).MainFrameRoute });
/** Pages shown in a frame (the budget test reads these calls to count the frame in a first visit). */
const framed = (frame: RouteObject['lazy'], children: RouteObject[]): RouteObject => ({
  lazy: frame,
  children,
});
const guarded = (guard: Guard, children: RouteObject[]): RouteObject => ({
  element: <Guarded guard={guard} />,
  children,
});

const NothingYet = () => null;

/** Every route of spec 1 §2 with its guard and layout. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // nothing to show while the first page's chunk loads (pages.tsx); a component, since the router
    // takes a null element for none given and warns on every first load
    HydrateFallback: NothingYet,
    children: [
      { path: '/', lazy: page('RootRedirect') },
      { path: '/login', lazy: page('LoginPage') },
      { path: '/logout', lazy: page('LogoutPage') },
      guarded('signedIn', [{ path: '/home', lazy: page('HomeRedirect') }]),
      guarded('multiClient', [framed(mainFrame, [{ path: '/clients', lazy: page('ClientsPage') }])]),
      guarded('candidate', [
        framed(mainFrame, [
          { path: '/dados', lazy: page('DadosPage') },
          { path: '/duvidas', lazy: page('CandidateFaqPage') },
          { path: '/duvidas/:id', lazy: page('CandidateFaqItemPage') },
          // the candidate's LGPD rights (issue 16, decision 037)
          { path: '/privacidade', lazy: page('PrivacyPage') },
        ]),
      ]),
      guarded('signedIn', [
        framed(mainFrame, [
          { path: '/temporario', lazy: page('TemporaryUploadPage') },
          { path: '/temporario/:token', lazy: page('TemporaryFilePage') },
        ]),
        { element: <PrintFrameRoute />, children: [{ path: '/image/full', lazy: page('ImageFullPage') }] },
        // redirect page of spec 3 §2: staff only (checked by the page), and it may pick the
        // client itself, so a multi-client user without an active client is not sent to /clients
        { path: '/admin/candidato', lazy: page('CandidateRedirectPage') },
      ]),
      // the review queue and the dashboard read across the user's clients: no chosen client
      // needed (decisions 040, 041)
      guarded('staffAcrossClients', [
        framed(mainFrame, [
          { path: '/admin/fila', lazy: page('ReviewQueuePage') },
          { path: '/admin/painel', lazy: page('DashboardPage') },
          { path: '/admin/esocial-prazos', lazy: page('EsocialDeadlinesPage') },
        ]),
      ]),
      guarded('staff', [
        framed(mainFrame, [
          // the list shows the statuses in its own filter row (issue 30), no frame legend
          { path: '/admin/lista', lazy: page('CandidatesPage') },
          { path: '/admin/dados/:id', lazy: page('CandidateAdminPage') },
          { path: '/admin/cadastro', lazy: page('RegistrationPage') },
          { path: '/admin/beneficios', lazy: page('BenefitsPage') },
          { path: '/admin/duvidas/lista', lazy: page('FaqListPage') },
          { path: '/admin/duvidas/cadastro', lazy: page('FaqFormPage', 'new') },
          { path: '/admin/duvidas/editar/:id', lazy: page('FaqFormPage', 'edit') },
          { path: '/admin/unidades', lazy: page('UnitsPage') },
          // the candidates' conversations with HR (issue 14, decision 049)
          { path: '/admin/conversas', lazy: page('ConversationsPage') },
          // the access log (issue 16, decision 036): ADMIN or LOG, enforced by the API
          { path: '/admin/acessos', lazy: page('AccessLogPage') },
          { path: '/admin/requisicoes', lazy: page('RequestsPage') },
        ]),
      ]),
      guarded('admin', [
        framed(mainFrame, [
          // the checking screen has its own collapsed 'Legenda'
          { path: '/admin/conferir/:id', lazy: page('CheckPage') },
          { path: '/conferir', lazy: page('ConferirRedirect') },
          { path: '/admin/configuracoes', lazy: page('ConfigurationPage') },
          // staff users of the admin account (beyond the spec; docs/api-configuration.md)
          { path: '/admin/usuarios', lazy: page('StaffUsersPage') },
        ]),
      ]),
      guarded({ permission: 'RELATORIO' }, [
        framed(mainFrame, [{ path: '/admin/relatorio', lazy: page('ReportsPage') }]),
        {
          // on-screen reports (spec 3 §7): opened from /admin/relatorio, printed from the browser
          element: <PrintFrameRoute />,
          children: [
            { path: '/admin/print/relatorio/inicio', lazy: page('StartReportPage') },
            { path: '/admin/print/relatorio/detalhado', lazy: page('DetailedReportPage') },
          ],
        },
      ]),
      guarded('token', [
        {
          element: <PrintFrameRoute />,
          children: [
            // any other /admin/print/* path falls through to the 404 page below (issue 14)
            { path: '/admin/print/form', lazy: page('PrintFormPage') },
          ],
        },
      ]),
      {
        element: <MinimalFrameRoute />,
        children: [
          { path: '/start/:u/:l', lazy: page('FirstAccessPage') },
          { path: '/auth', lazy: page('AuthRedirectPage') },
          { path: '/restrito', element: <RestrictedPage /> },
          // public: anyone checks a signed kit document, signed in or not (issue 33 §4)
          { path: '/verificar', lazy: page('VerifySignaturePage') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A session that cannot be renewed ends at /login, remembering where the user was.
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location;
  void router.navigate('/login', { replace: true, state: { from: pathname + search } });
});
