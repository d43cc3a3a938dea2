import { spawnSync } from 'node:child_process';

/**
 * Whether `dir` is inside a Git work tree (and git is installed). "Last updated on" reads the dates
 * from the history; Docusaurus's eager Git strategy fails the build outside a work tree (a source
 * archive), so the config asks first and leaves the dates out there.
 */
export function insideGitWorktree(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: dir, encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === 'true';
}
