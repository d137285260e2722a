/**
 * A minimal, self-contained HTML page for links opened from emails (no scripts, no external assets).
 * With an action it carries a one-button form that POSTs to a same-origin path (CSP form-action
 * 'self'): opening the link changes nothing, the visitor's click does. The empty icon keeps browsers
 * from asking for /favicon.ico, which the site does not serve (a 404 on every link from a mail).
 */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderNoticePage(page: {
  language: string;
  title: string;
  message: string;
  homeUrl: string;
  /** A button that POSTs to this site-relative URL. */
  action?: { url: string; label: string } | undefined;
  /** Content-Security-Policy nonce for the inline style. */
  nonce?: string | undefined;
}) {
  const title = escapeHtml(page.title);
  const action = page.action
    ? `<form method="post" action="${escapeHtml(page.action.url)}"><button type="submit">${escapeHtml(page.action.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${title}</title>
<style${page.nonce ? ` nonce="${escapeHtml(page.nonce)}"` : ''}>
  body { font: 1.05rem/1.6 system-ui, sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh;
    background: #f5f7f6; color: #1f2a27; }
  main { max-width: 32rem; margin: 1.5rem; padding: 2rem; background: #fff; border-radius: 1rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  a { color: #2f6b5f; font-weight: 600; }
  button { font: inherit; font-weight: 600; padding: 0.6rem 1.4rem; border: 0; border-radius: 0.5rem;
    background: #2f6b5f; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #8fd3c1; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) { body { background: #141b19; color: #e6ecea; } main { background: #1d2724; }
    a { color: #8fd3c1; } button { background: #8fd3c1; color: #141b19; } }
</style>
</head>
<body><main><h1>${title}</h1><p>${escapeHtml(page.message)}</p>${action}<p><a href="${escapeHtml(page.homeUrl)}">${title}</a></p></main></body>
</html>`;
}
