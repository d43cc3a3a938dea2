import { describe, expect, it } from 'vitest';
import { findOutsideReferences, outsideRootReferences, sourceFiles } from '../../../scripts/lib/outside-paths.mjs';

// The fixtures are assembled from parts so that this file does not itself name an outside path.
const UP = '../';
const SPEC = ['shared', 'spec', 'routes.txt'].join('/');

// A plain clone has no sibling folders: nothing in the repository may read a path above its root.
describe('the repository is self-contained', () => {
  it('flags a relative path that climbs out of the root, and the spec folder by name', () => {
    expect(outsideRootReferences(`readFileSync('${UP}${SPEC}')`, 'scripts/check.mjs')).toEqual([`${UP}${SPEC}`]);
    expect(
      outsideRootReferences(`new URL('${UP.repeat(4)}shared/x.txt', import.meta.url)`, 'src/data/__tests__/a.test.ts'),
    ).toEqual([`${UP.repeat(4)}shared/x.txt`]);
    expect(outsideRootReferences(`cat /work/${SPEC}`, 'scripts/a.sh')).toEqual([`/work/${SPEC}`]);
  });

  it('accepts relative paths that stay inside the root', () => {
    expect(outsideRootReferences(`import x from '${UP}lib/routes.mjs'`, 'scripts/check.mjs')).toEqual([]);
    expect(outsideRootReferences(`import x from '${UP.repeat(3)}scripts/lib/a.mjs'`, 'tests/unit/x/a.test.ts')).toEqual(
      [],
    );
  });

  it('finds no reference outside the root in any source file', () => {
    expect(sourceFiles(process.cwd()).length).toBeGreaterThan(100);
    expect(findOutsideReferences(process.cwd())).toEqual([]);
  });
});
