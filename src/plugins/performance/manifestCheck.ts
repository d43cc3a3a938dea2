// Compares the installed upstream files with ./manifest.ts. Pure apart from reading the files it is
// pointed at, so the test can point it at a tampered copy of node_modules.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedText, InstalledFile, Mechanism } from './manifest';

export interface Drift {
  /** `package@version path` as the manifest has it, or a generated text's name. */
  subject: string;
  problem: string;
  mechanisms: readonly Mechanism[];
  /** What the manifest entry should say now, when something was found. */
  found?: { version?: string; sha256?: string };
}

export const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** The installed version of `pkg` under `nodeModules`, or null when it is not installed. */
export function installedVersion(nodeModules: string, pkg: string): string | null {
  const manifestPath = join(nodeModules, pkg, 'package.json');
  if (!existsSync(manifestPath)) return null;
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
}

/** Every way the installed files under `nodeModules` differ from `files`. */
export function checkInstalledFiles(files: readonly InstalledFile[], nodeModules: string): Drift[] {
  const drifts: Drift[] = [];
  for (const file of files) {
    const subject = `${file.package}@${file.version} ${file.path}`;
    const version = installedVersion(nodeModules, file.package);
    const path = join(nodeModules, file.package, file.path);
    const hash = existsSync(path) ? sha256(readFileSync(path)) : undefined;
    const found = { version: version ?? undefined, sha256: hash };
    if (version === null) drifts.push({ subject, problem: 'package not installed', mechanisms: file.mechanisms });
    else if (hash === undefined)
      drifts.push({ subject, problem: `file gone in ${version}`, mechanisms: file.mechanisms, found });
    else if (version !== file.version || hash !== file.sha256) {
      const problem = [
        version !== file.version ? `version ${version} installed` : null,
        hash !== file.sha256 ? 'text changed' : 'same text',
      ]
        .filter(Boolean)
        .join(', ');
      drifts.push({ subject, problem, mechanisms: file.mechanisms, found });
    }
  }
  return drifts;
}

/** A generated text compared with its entry (the generator's installed version, and the hash when it has one). */
export function checkGeneratedText(entry: GeneratedText, text: string, generatorVersion: string | null): Drift[] {
  const subject = `${entry.name} (written by ${entry.package}@${entry.version})`;
  const hash = sha256(text);
  const problems = [
    generatorVersion !== entry.version ? `${entry.package} ${generatorVersion ?? 'not installed'} installed` : null,
    entry.sha256 !== null && hash !== entry.sha256 ? 'generated text changed' : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length === 0) return [];
  return [
    {
      subject,
      problem: problems.join(', '),
      mechanisms: entry.mechanisms,
      found: { version: generatorVersion ?? undefined, sha256: entry.sha256 === null ? undefined : hash },
    },
  ];
}

/** The mechanisms to re-check, each once, in order of first mention. */
export function mechanismsOf(drifts: readonly Drift[]): Mechanism[] {
  return [...new Set(drifts.flatMap((drift) => drift.mechanisms))];
}

/** The test's failure message: mechanisms first, then each drift with what to write in the manifest. */
export function driftReport(drifts: readonly Drift[]): string {
  if (drifts.length === 0) return 'upstream files as in the manifest';
  const lines = drifts.map((drift) => {
    const now = [
      drift.found?.version ? `version ${drift.found.version}` : null,
      drift.found?.sha256 ? `sha256 ${drift.found.sha256}` : null,
    ]
      .filter(Boolean)
      .join(', ');
    return `- ${drift.subject}: ${drift.problem} (mechanisms: ${drift.mechanisms.join(', ')})${now ? `; now ${now}` : ''}`;
  });
  return [
    `Upstream changed under the performance overrides. Re-check these mechanisms (src/plugins/performance/<name>/README.md): ${mechanismsOf(drifts).join(', ')}`,
    ...lines,
    'Then update src/plugins/performance/manifest.ts with the versions and hashes above.',
  ].join('\n');
}
