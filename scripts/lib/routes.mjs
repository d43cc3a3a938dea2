// Parsing of the spec's routes.txt: plain lines are required routes, lines
// starting with `!` are routes that must not exist, `#` lines are comments.

/** @param {string} text */
export function parseRoutes(text) {
  const required = [];
  const forbidden = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('!')) forbidden.push(line.slice(1).trim());
    else required.push(line);
  }
  return { required, forbidden };
}

/** The site section a route belongs to, for reports. */
export function sectionOf(route) {
  const first = route.split('/')[1] ?? '';
  if (['docs', 'blog', 'comparisons', 'learn', 'opentelemetry'].includes(first)) return first;
  if (first === 'api_reference' || first === 'search') return first;
  return 'pages';
}
