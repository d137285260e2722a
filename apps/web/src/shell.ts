/**
 * Thin shell of the public website until the server-rendered React site lands (issue 3): answers
 * every page request with a small HTML page that names the site and points to the API.
 */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type ShellContent = { language: string; siteName: string; siteDescription: string };

export function renderShell(content: ShellContent): string {
  const name = escapeHtml(content.siteName);
  return `<!doctype html>
<html lang="${escapeHtml(content.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<meta name="description" content="${escapeHtml(content.siteDescription)}">
<link rel="icon" href="/media/seed/favicon.svg" type="image/svg+xml">
<style>
  body { font: 1.05rem/1.6 system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center;
    background: #f5f7f6; color: #1f2a27; }
  main { max-width: 36rem; margin: 1.5rem; }
  a { color: #2f6b5f; font-weight: 600; }
  @media (prefers-color-scheme: dark) { body { background: #141b19; color: #e6ecea; } a { color: #8fd3c1; } }
</style>
</head>
<body>
<main>
<h1>${name}</h1>
<p>${escapeHtml(content.siteDescription)}</p>
<p>Content API: <a href="/api/openapi.json">/api/openapi.json</a></p>
</main>
</body>
</html>`;
}
