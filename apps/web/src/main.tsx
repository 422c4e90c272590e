import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/styles.css';
import { App } from './app/App';
import { renewAtStart } from './app/renew-at-start';

// the first render waits (briefly) for the session's renewal, started before it (renew-at-start.ts)
void renewAtStart().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
