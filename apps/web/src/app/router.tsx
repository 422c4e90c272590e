import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Guard } from '@admissao/domain';
import { UnderConstruction } from '../components/UnderConstruction';
import { AuthRedirectPage, FirstAccessPage, LoginPage, LogoutPage, RootRedirect } from '../features/auth';
import { DadosPage } from '../features/candidate';
import { CheckPage, ConferirRedirect, ImageFullPage } from '../features/document-check';
import { TemporaryUploadPage } from '../features/documents';
import { CandidateRedirectPage, CandidatesPage } from '../features/candidates';
import { ClientsPage } from '../features/clients';
import { NotFoundPage, RestrictedPage, RouteErrorPage } from '../features/errors';
import { HomeRedirect } from '../features/home';
import { RegistrationPage } from '../features/registration';
import { UnitsPage } from '../features/units';
import { setUnauthorizedHandler } from '../lib/api';
import { LegendFrameRoute, MainFrameRoute, MinimalFrameRoute, PrintFrameRoute } from './frames';
import { Guarded } from './guards';

const soon = (path: string, title: string): RouteObject => ({
  path,
  element: <UnderConstruction title={title} />,
});
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
            soon('/duvidas', 'Dúvidas'),
            soon('/duvidas/:id', 'Dúvida'),
          ],
        },
      ]),
      guarded('signedIn', [
        {
          element: <MainFrameRoute />,
          children: [{ path: '/temporario', element: <TemporaryUploadPage /> }],
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
            soon('/admin/dados/:id', 'Dados do candidato'),
            { path: '/admin/cadastro', element: <RegistrationPage /> },
            soon('/admin/beneficios', 'Benefícios'),
            soon('/admin/duvidas/lista', 'Dúvidas'),
            soon('/admin/duvidas/cadastro', 'Nova dúvida'),
            soon('/admin/duvidas/editar/:id', 'Editar dúvida'),
            { path: '/admin/unidades', element: <UnitsPage /> },
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
        { element: <MainFrameRoute />, children: [soon('/admin/configuracoes', 'Configurações')] },
      ]),
      guarded({ permission: 'RELATORIO' }, [
        { element: <MainFrameRoute />, children: [soon('/admin/relatorio', 'Relatório')] },
      ]),
      guarded('token', [
        {
          element: <PrintFrameRoute />,
          children: [soon('/admin/print/form', 'Impressão do cadastro'), soon('/admin/print/*', 'Impressão')],
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
