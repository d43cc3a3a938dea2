/**
 * The HTML of a static redirect page: an immediate meta refresh, a canonical
 * link to the target, noindex, and a visible link for the rare browser that
 * does not follow the refresh. Pure, so it is unit-tested.
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function redirectPage(to: string, siteUrl: string): string {
  if (!/^\/[A-Za-z0-9/_.-]*(#[A-Za-z0-9_-]+)?$/.test(to)) {
    throw new Error(`Redirect target must be a site path, optionally with a #fragment, got "${to}"`);
  }
  const href = escapeHtml(to);
  // The canonical names the page; the refresh and the link also carry the section (#fragment), if any.
  const canonical = escapeHtml(`${siteUrl.replace(/\/$/, '')}${to.replace(/#.*$/, '')}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${href}</title>
<meta name="robots" content="noindex">
<meta name="description" content="This address moved. You are being sent on to ${href}.">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<main><h1>This page moved</h1><p><a href="${href}">Continue to ${href}</a></p></main>
</body>
</html>
`;
}
