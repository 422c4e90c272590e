import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Guard } from '@admissao/domain';
import { AuthRedirectPage, FirstAccessPage, LoginPage, LogoutPage, RootRedirect } from '../features/auth';
import { DadosPage } from '../features/candidate';
import { CandidateAdminPage } from '../features/candidate-admin';
import { CheckPage, ConferirRedirect, ImageFullPage } from '../features/document-check';
import { TemporaryFilePage, TemporaryUploadPage } from '../features/documents';
import { CandidateRedirectPage, CandidatesPage } from '../features/candidates';
import { BenefitsPage } from '../features/benefits';
import { ClientsPage } from '../features/clients';
import { ConfigurationPage } from '../features/configuration';
import { NotFoundPage, RestrictedPage, RouteErrorPage } from '../features/errors';
import { PrintFormPage } from '../features/print';
import { CandidateFaqItemPage, CandidateFaqPage, FaqFormPage, FaqListPage } from '../features/faq';
import { HomeRedirect } from '../features/home';
import { RegistrationPage } from '../features/registration';
import { DetailedReportPage, ReportsPage, StartReportPage } from '../features/reports';
import { StaffUsersPage } from '../features/staff-users';
import { UnitsPage } from '../features/units';
import { ConversationsPage } from '../features/conversation';
import { AccessLogPage, PrivacyPage, RequestsPage } from '../features/privacy';
import { setUnauthorizedHandler } from '../lib/api';
import { LegendFrameRoute, MainFrameRoute, MinimalFrameRoute, PrintFrameRoute } from './frames';
import { Guarded } from './guards';

const guarded = (guard: Guard, children: RouteObject[]): RouteObject => ({
  element: <Guarded guard={guard} />,
  children,
});

/** Every route of spec 1 §2 with its guard and layout. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/logout', element: <LogoutPage /> },
      guarded('signedIn', [{ path: '/home', element: <HomeRedirect /> }]),
      guarded('multiClient', [
        { element: <MainFrameRoute />, children: [{ path: '/clients', element: <ClientsPage /> }] },
      ]),
      guarded('candidate', [
        {
          element: <MainFrameRoute />,
          children: [
            { path: '/dados', element: <DadosPage /> },
            { path: '/duvidas', element: <CandidateFaqPage /> },
            { path: '/duvidas/:id', element: <CandidateFaqItemPage /> },
            // the candidate's LGPD rights (issue 16, decision 037)
            { path: '/privacidade', element: <PrivacyPage /> },
          ],
        },
      ]),
      guarded('signedIn', [
        {
          element: <MainFrameRoute />,
          children: [
            { path: '/temporario', element: <TemporaryUploadPage /> },
            { path: '/temporario/:token', element: <TemporaryFilePage /> },
          ],
        },
        { element: <PrintFrameRoute />, children: [{ path: '/image/full', element: <ImageFullPage /> }] },
        // redirect page of spec 3 §2: staff only (checked by the page), and it may pick the
        // client itself, so a multi-client user without an active client is not sent to /clients
        { path: '/admin/candidato', element: <CandidateRedirectPage /> },
      ]),
      guarded('staff', [
        { element: <LegendFrameRoute />, children: [{ path: '/admin/lista', element: <CandidatesPage /> }] },
        {
          element: <MainFrameRoute />,
          children: [
            { path: '/admin/dados/:id', element: <CandidateAdminPage /> },
            { path: '/admin/cadastro', element: <RegistrationPage /> },
            { path: '/admin/beneficios', element: <BenefitsPage /> },
            { path: '/admin/duvidas/lista', element: <FaqListPage /> },
            { path: '/admin/duvidas/cadastro', element: <FaqFormPage key="new" /> },
            { path: '/admin/duvidas/editar/:id', element: <FaqFormPage key="edit" /> },
            { path: '/admin/unidades', element: <UnitsPage /> },
            // the candidates' conversations with HR (issue 14, decision 049)
            { path: '/admin/conversas', element: <ConversationsPage /> },
            // the access log (issue 16, decision 036): ADMIN or LOG, enforced by the API
            { path: '/admin/acessos', element: <AccessLogPage /> },
            { path: '/admin/requisicoes', element: <RequestsPage /> },
          ],
        },
      ]),
      guarded('admin', [
        {
          element: <LegendFrameRoute />,
          children: [
            { path: '/admin/conferir/:id', element: <CheckPage /> },
            { path: '/conferir', element: <ConferirRedirect /> },
          ],
        },
        {
          element: <MainFrameRoute />,
          children: [
            { path: '/admin/configuracoes', element: <ConfigurationPage /> },
            // staff users of the admin account (beyond the spec; docs/api-configuration.md)
            { path: '/admin/usuarios', element: <StaffUsersPage /> },
          ],
        },
      ]),
      guarded({ permission: 'RELATORIO' }, [
        { element: <MainFrameRoute />, children: [{ path: '/admin/relatorio', element: <ReportsPage /> }] },
        {
          // on-screen reports (spec 3 §7): opened from /admin/relatorio, printed from the browser
          element: <PrintFrameRoute />,
          children: [
            { path: '/admin/print/relatorio/inicio', element: <StartReportPage /> },
            { path: '/admin/print/relatorio/detalhado', element: <DetailedReportPage /> },
          ],
        },
      ]),
      guarded('token', [
        {
          element: <PrintFrameRoute />,
          children: [
            // any other /admin/print/* path falls through to the 404 page below (issue 14)
            { path: '/admin/print/form', element: <PrintFormPage /> },
          ],
        },
      ]),
      {
        element: <MinimalFrameRoute />,
        children: [
          { path: '/start/:u/:l', element: <FirstAccessPage /> },
          { path: '/auth', element: <AuthRedirectPage /> },
          { path: '/restrito', element: <RestrictedPage /> },
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
