import { describe, expect, it } from 'vitest';
import { createValidator, loadOpenApi } from '../../server/openapi';
import { collectDocsJsonExamples, type DocsJsonExample } from './collectDocsJsonExamples';

const v = createValidator(loadOpenApi());

function problems(examples: DocsJsonExample[]): string[] {
  return examples.flatMap((e) => {
    if (e.parseError) return [`${e.file}:${e.line} is not valid JSON: ${e.parseError}`];
    const validate = v.schema(e.schema);
    return validate(structuredClone(e.value))
      ? []
      : [`${e.file}:${e.line} is not a valid ${e.schema}: ${JSON.stringify(validate.errors)}`];
  });
}

describe('JSON API bodies in the docs', () => {
  it('are valid Alert or Dashboard bodies', () => {
    const examples = collectDocsJsonExamples(['docs', 'tests/api/fixtures/docs']);
    const fromFixture = examples.filter((e) => e.file.includes('fixtures'));
    console.info(
      `collectDocsJsonExamples: ${examples.length} API body example(s), ${examples.length - fromFixture.length} in docs/ (${examples.map((e) => `${e.file}:${e.line} ${e.schema}`).join(', ')})`,
    );
    // The fixture holds one rule (introduced by a mention) and one dashboard (titled).
    expect(fromFixture.map((e) => [e.schema, e.reason])).toEqual([
      ['Alert', 'mention'],
      ['Dashboard', 'title'],
    ]);
    expect(problems(examples)).toEqual([]);
  });

  it('reports broken examples', () => {
    const examples = collectDocsJsonExamples(['tests/api/fixtures/docs-invalid']);
    expect(examples).toHaveLength(2);
    const found = problems(examples);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('is not a valid Dashboard');
    expect(found[1]).toContain('is not valid JSON');
  });
});
