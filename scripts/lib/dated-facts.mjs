// Product facts with the date they first shipped, for the date rule of
// `npm run check:content`: a post dated before a fact's release must not
// describe it, unless its `last_update.date` (the refresh) is on or after it.
// Dates are the first SigNoz release tag whose tree has the fact, read from the
// SigNoz/signoz repository (see `source`).

/**
 * @typedef {object} DatedFact
 * @property {string} id
 * @property {string} what       how a problem report names the fact
 * @property {RegExp} pattern    what in a post's text means the post describes it
 * @property {string} since      ISO date of the first release that had it
 * @property {string} source     where the date comes from
 */

/** @type {DatedFact[]} */
export const DATED_FACTS = [
  {
    id: 'query-builder',
    what: 'the query builder',
    pattern: /\bquery builder\b/i,
    since: '2022-06-29',
    source: 'SigNoz v0.9.0: "feat: Metrics Query Builder (#1166)"',
  },
  {
    id: 'logs-pipelines',
    what: 'logs pipelines',
    pattern: /\blogs? pipelines?\b/i,
    since: '2023-08-03',
    source: 'SigNoz v0.25.1: first tag with frontend/src/pages/Pipelines',
  },
  {
    id: 'cloud-regions',
    what: 'the regional SigNoz Cloud endpoints (ingest.<region>.signoz.cloud)',
    pattern: /ingest\.(?:<region>|us2?|eu2?|in2?)\.signoz\.cloud/i,
    since: '2023-09-14',
    source: 'SigNoz v0.29.0: first tag whose onboarding names ingest.{region}.signoz.cloud',
  },
  {
    id: 'ingestion-key-header',
    what: 'the signoz-ingestion-key header',
    pattern: /signoz-ingestion-key/i,
    since: '2024-03-27',
    source:
      'SigNoz v0.42.0: first tag that names signoz-ingestion-key (the collector instructions of the built-in integrations; in-app onboarding switched from signoz-access-token in v0.63.0)',
  },
  {
    id: 'foundry',
    what: 'Foundry (foundryctl)',
    pattern: /\bfoundryctl\b|\bcasting\.yaml\b/i,
    since: '2026-06-23',
    source: 'SigNoz v0.130.0: deploy/README.md moves installs to Foundry',
  },
];

/** @param {unknown} value a front-matter date (string or Date) */
function isoDate(value) {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return undefined;
}

/**
 * Facts a post describes before they existed.
 * @param {Record<string, any>} data front matter (date, last_update)
 * @param {string} text the post's body
 * @param {DatedFact[]} [facts]
 * @returns {string[]}
 */
export function datedFactProblems(data, text, facts = DATED_FACTS) {
  const date = isoDate(data.date);
  if (!date) return [];
  const updated = isoDate(data.last_update?.date);
  const asOf = updated && updated > date ? updated : date;
  return facts
    .filter((fact) => asOf < fact.since && fact.pattern.test(text))
    .map(
      (fact) =>
        `dated ${date}${updated ? ` (updated ${updated})` : ''} but describes ${fact.what}, first released ${fact.since}: ` +
        'move the date, make the text fit it, or add last_update with the date of the refresh',
    );
}
