/**
 * The sign-in page's own entry (login.html, served for a first visit to /login or /start/:u/:l):
 * the sign-in page or the first access with the theme and toasts, and nothing of the product
 * behind them — no router, queries, dates or domain schemas (issue 15 §4: /login ≤ 150 KB). A
 * completed sign-in loads the app into this same page (the access token stays in memory, decision
 * 009: a full page load would have to renew it) and opens it at the page the user goes on to.
 * Inside the app, /login and /start are the router's pages as before.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/styles.css';
import { PublicApp } from './app/PublicApp';

const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

const loadApp = () => import('./app/App');

/** the app in place of the sign-in page, at `path` */
async function openApp(path: string): Promise<void> {
  const { App, openAt } = await loadApp();
  await openAt(path);
  render(<App />);
}

render(<PublicApp preloadApp={() => void loadApp().catch(() => undefined)} openApp={openApp} />);
