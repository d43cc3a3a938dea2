import { describe, expect, it } from 'vitest';
import { componentFor, componentsToLoad } from '../languages';

const configured = ['ruby', 'csharp', 'php', 'java', 'scala', 'kotlin', 'bash', 'docker', 'yaml'];
const builtIn = new Set(['markup', 'clike', 'javascript', 'yaml', 'kotlin', 'python']);
const known = (name: string) => builtIn.has(name);

describe('componentFor', () => {
  it('maps the names people write in fences to Prism components', () => {
    expect(componentFor('sh')).toBe('bash');
    expect(componentFor('Dockerfile')).toBe('docker');
    expect(componentFor(' yml ')).toBe('yaml');
    expect(componentFor('ruby')).toBe('ruby');
  });
});

describe('componentsToLoad', () => {
  it('loads a configured language that Prism lacks', () => {
    expect(componentsToLoad('shell', known, configured)).toEqual(['bash']);
  });

  it('loads dependencies first', () => {
    expect(componentsToLoad('php', known, configured)).toEqual(['markup-templating', 'php']);
    expect(componentsToLoad('scala', known, configured)).toEqual(['java', 'scala']);
  });

  it('skips dependencies already registered', () => {
    const withJava = (name: string) => known(name) || name === 'java';
    expect(componentsToLoad('scala', withJava, configured)).toEqual(['scala']);
  });

  it('loads nothing for a language Prism already has', () => {
    expect(componentsToLoad('yml', known, configured)).toEqual([]);
    expect(componentsToLoad('kotlin', known, configured)).toEqual([]);
  });

  it('loads nothing for no language or one that is not configured', () => {
    expect(componentsToLoad(undefined, known, configured)).toEqual([]);
    expect(componentsToLoad('', known, configured)).toEqual([]);
    expect(componentsToLoad('cobol', known, configured)).toEqual([]);
  });
});
