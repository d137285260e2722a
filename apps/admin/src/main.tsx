/**
 * Browser start of the owner's console: the CSP nonce for the styles the dialogs add, the language
 * before sign-in, the API client and the router; `data-hydrated` tells journeys the app is live.
 */
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
import { createConsoleRouter } from './app/router';
import { createConsoleApi } from './shared/api/console-api';
import { initialLanguage, readStoredLanguage } from './shared/i18n/language';
import './styles.css';

// The server writes this answer's nonce into the page (apps/server/src/admin-console.ts); the
// dialogs' scroll lock adds a <style> element, which the Content-Security-Policy allows only with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

let language = initialLanguage(readStoredLanguage(), navigator.languages);
const api = createConsoleApi({ language: () => language });
const router = createConsoleRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ConsoleApp
      api={api}
      router={router}
      language={language}
      onLanguageChange={(next) => {
        language = next;
      }}
    />
  </StrictMode>,
);
document.documentElement.setAttribute('data-hydrated', '');
