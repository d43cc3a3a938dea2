import { describe, expect, it } from 'vitest';
import { sectionFromLabel, sectionFromPath, sectionLabel } from '../../../src/lib/search/sections';

describe('sectionFromPath', () => {
  it.each([
    ['/docs/', 'docs'],
    ['/docs/install/docker/#prerequisites', 'docs'],
    ['/blog/distributed-tracing/', 'blog'],
    ['/comparisons/signoz-vs-datadog/', 'comparisons'],
    ['/learn/', 'learn'],
    ['/opentelemetry/python/', 'opentelemetry'],
    ['/pricing/', 'pages'],
    ['/', 'pages'],
    ['/docsify/', 'pages'],
    ['https://signoz.io/blog/x/?a=1', 'blog'],
  ])('%s is %s', (path, section) => {
    expect(sectionFromPath(path)).toBe(section);
  });

  it('respects a base URL', () => {
    expect(sectionFromPath('/site/docs/intro/', '/site/')).toBe('docs');
    expect(sectionFromPath('/site/pricing/', '/site/')).toBe('pages');
  });
});

describe('labels', () => {
  it('round-trips ids and labels', () => {
    expect(sectionLabel('opentelemetry')).toBe('OpenTelemetry');
    expect(sectionFromLabel('OpenTelemetry')).toBe('opentelemetry');
    expect(sectionFromLabel('blog')).toBe('blog');
    expect(sectionFromLabel('Nope')).toBeNull();
    expect(sectionFromLabel(undefined)).toBeNull();
  });
});
