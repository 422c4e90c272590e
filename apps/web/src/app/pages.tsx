/**
 * Every page is loaded when it is first shown (issue 15 §4): one dynamic import per page module,
 * so a page's chunk holds what it shows and the libraries only it uses (dates, dropzone, tables).
 * The same loaders preload a page when the pointer rests on its menu entry (menus.ts).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type Loader = () => Promise<Record<string, unknown>>;

/** page modules by name; the module exports a component of the same name */
export const pageModules = {
  LoginPage: () => import('../features/auth/LoginPage'),
  LogoutPage: () => import('../features/auth/LogoutPage'),
  RootRedirect: () => import('../features/auth/RootRedirect'),
  FirstAccessPage: () => import('../features/auth/FirstAccessPage'),
  AuthRedirectPage: () => import('../features/auth/AuthRedirectPage'),
  HomeRedirect: () => import('../features/home/HomeRedirect'),
  ClientsPage: () => import('../features/clients/ClientsPage'),
  DadosPage: () => import('../features/candidate/DadosPage'),
  CandidateFaqPage: () => import('../features/faq/CandidateFaqPage'),
  CandidateFaqItemPage: () => import('../features/faq/CandidateFaqPage'),
  TemporaryUploadPage: () => import('../features/documents/TemporaryUploadPage'),
  TemporaryFilePage: () => import('../features/documents/TemporaryFilePage'),
  ImageFullPage: () => import('../features/document-check/ImageFullPage'),
  CandidateRedirectPage: () => import('../features/candidates/CandidateRedirectPage'),
  CandidatesPage: () => import('../features/candidates/CandidatesPage'),
  CandidateAdminPage: () => import('../features/candidate-admin/CandidateAdminPage'),
  RegistrationPage: () => import('../features/registration/RegistrationPage'),
  BenefitsPage: () => import('../features/benefits/BenefitsPage'),
  FaqListPage: () => import('../features/faq/FaqListPage'),
  FaqFormPage: () => import('../features/faq/FaqFormPage'),
  UnitsPage: () => import('../features/units/UnitsPage'),
  ConversationsPage: () => import('../features/conversation/ConversationsPage'),
  PrivacyPage: () => import('../features/privacy/PrivacyPage'),
  AccessLogPage: () => import('../features/privacy/AccessLogPage'),
  RequestsPage: () => import('../features/privacy/RequestsPage'),
  CheckPage: () => import('../features/document-check/CheckPage'),
  ConferirRedirect: () => import('../features/document-check/ConferirRedirect'),
  ConfigurationPage: () => import('../features/configuration/ConfigurationPage'),
  StaffUsersPage: () => import('../features/staff-users/StaffUsersPage'),
  ReportsPage: () => import('../features/reports/ReportsPage'),
  StartReportPage: () => import('../features/reports/StartReportPage'),
  DetailedReportPage: () => import('../features/reports/DetailedReportPage'),
  PrintFormPage: () => import('../features/print/PrintFormPage'),
  ReviewQueuePage: () => import('../features/review-queue/ReviewQueuePage'),
  DashboardPage: () => import('../features/dashboard/DashboardPage'),
  EsocialDeadlinesPage: () => import('../features/esocial-deadlines/EsocialDeadlinesPage'),
  VerifySignaturePage: () => import('../features/signature-verify/VerifySignaturePage'),
} satisfies Record<string, Loader>;

export type PageName = keyof typeof pageModules;

/** A route's `lazy`: the page's module, then its component (with a React key when given). */
export function page(name: PageName, key?: string): RouteObject['lazy'] {
  return async () => {
    const Page = ((await pageModules[name]()) as Record<string, unknown>)[name] as ComponentType;
    return { element: <Page key={key} /> };
  };
}

/** Loads a page's module ahead of a click (menu hover or focus); errors wait for the real visit. */
export function preloadPage(name: PageName): void {
  pageModules[name]().catch(() => undefined);
}
