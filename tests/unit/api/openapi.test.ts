/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies under test are untyped on purpose */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createValidator, loadOpenApi, OPENAPI_PATH } from '../../../server/openapi';

const doc = loadOpenApi();
const v = createValidator(doc);

type Json = Record<string, any>;
const deref = (value: Json): Json => {
  let node = value;
  while (node && typeof node.$ref === 'string') {
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce((o: Json, k: string) => o[k.replace(/~1/g, '/')], doc as Json);
  }
  return node;
};

interface MediaExample {
  where: string;
  schema: Json;
  value: unknown;
}

/** Every example attached to a request or response body, with the schema it illustrates. */
function mediaExamples(): MediaExample[] {
  const out: MediaExample[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Json)) {
      if (method === 'parameters') continue;
      const bodies: [string, Json][] = [];
      if (op.requestBody) bodies.push(['request', deref(op.requestBody)]);
      for (const [status, response] of Object.entries(op.responses as Json))
        bodies.push([status, deref(response as Json)]);
      for (const [label, body] of bodies) {
        const media = body.content?.['application/json'];
        if (!media) continue;
        for (const [name, example] of Object.entries((media.examples ?? {}) as Json)) {
          out.push({
            where: `${method.toUpperCase()} ${path} ${label} ${name}`,
            schema: media.schema,
            value: deref(example as Json).value,
          });
        }
      }
    }
  }
  return out;
}

describe('OpenAPI description', () => {
  it('lints clean with @redocly/cli (recommended rules, no warnings)', () => {
    const run = spawnSync('npx', ['redocly', 'lint', OPENAPI_PATH, '--format=summary'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      },
    });
    // Redocly reports on stderr; the exit status is non-zero on any error.
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toContain('Your API description is valid');
    expect(output).not.toMatch(/warning [a-z-]+: \d+/);
  }, 60_000);

  it('describes exactly the ten documented operations', () => {
    const ops = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.keys(item as Json)
        .filter((m) => m !== 'parameters')
        .map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(ops.sort()).toEqual(
      [
        'POST /api/v1/rules',
        'GET /api/v1/rules',
        'GET /api/v1/rules/{id}',
        'PUT /api/v1/rules/{id}',
        'DELETE /api/v1/rules/{id}',
        'POST /api/v1/dashboards',
        'GET /api/v1/dashboards',
        'GET /api/v1/dashboards/{uuid}',
        'PUT /api/v1/dashboards/{uuid}',
        'DELETE /api/v1/dashboards/{uuid}',
      ].sort(),
    );
  });

  it('requires the SIGNOZ-API-KEY header on every operation', () => {
    expect((doc.components as Json).securitySchemes.signozApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'SIGNOZ-API-KEY',
    });
    expect(doc.security).toEqual([{ signozApiKey: [] }]);
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item as Json)) if (op.security) expect(op.security).not.toEqual([]);
  });

  it('has a realistic example for every request and response body, each valid against its schema', () => {
    const examples = mediaExamples();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item as Json)) {
        if (method === 'parameters') continue;
        if (op.requestBody)
          expect(examples.some((e) => e.where.startsWith(`${method.toUpperCase()} ${path} request`))).toBe(true);
        for (const status of Object.keys(op.responses))
          expect(
            examples.some((e) => e.where.startsWith(`${method.toUpperCase()} ${path} ${status} `)),
            `${method} ${path} ${status}`,
          ).toBe(true);
      }
    }
    for (const e of examples) {
      const validate = v.compile(e.schema);
      expect(validate(structuredClone(e.value)), `${e.where}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('documents the section 8 errors with their exact messages', () => {
    const messages = Object.values(doc.components.examples).map((e) => (e.value as Json).message);
    for (const m of ['Invalid input', 'Invalid ID supplied', 'Alert not found', 'Dashboard not found'])
      expect(messages).toContain(m);
  });

  it('carries the section 9 enums and defaults', () => {
    const s = doc.components.schemas as Json;
    expect(s.Alert.properties.evalWindow.default).toBe('5m');
    expect(s.Alert.properties.frequency.default).toBe('1m');
    expect(s.AlertType.enum).toEqual([
      'LOGS_BASED_ALERT',
      'METRIC_BASED_ALERT',
      'TRACES_BASED_ALERT',
      'EXCEPTIONS_BASED_ALERT',
    ]);
    expect(s.RuleType.enum).toEqual(['threshold_rule', 'promql_rule']);
    expect(s.MatchType['x-enumDescriptions']).toMatchObject({
      1: 'at least once',
      2: 'all the times',
      3: 'on average',
      4: 'in total',
    });
    expect(s.CompareOp['x-enumDescriptions']).toMatchObject({
      1: 'above',
      2: 'below',
      3: 'equal to',
      4: 'not equal to',
    });
    expect(s.QueryType.enum).toEqual(['builder', 'clickhouse_sql', 'promql']);
    expect(s.DataSource.enum).toEqual(['metrics', 'logs', 'traces']);
    expect(s.PanelType.enum).toEqual(['graph', 'table', 'value', 'list', 'trace']);
    expect(s.CompositeQuery.properties.panelType.enum).toEqual(['graph']);
    expect(s.AggregateOperator.enum).toHaveLength(29);
    expect(s.Filter.properties.op.enum).toHaveLength(18);
    expect(s.Having.properties.op.enum).toEqual(['=', '!=', '>', '>=', '<', '<=', 'IN', 'NOT_IN']);
    expect(s.ReduceTo.enum).toEqual(['sum', 'avg', 'min', 'max', 'last']);
    expect(s.DashboardVariable.properties.type.enum).toEqual(['QUERY', 'CONSTANT']);
    expect(s.DashboardVariable.properties.sort.enum).toEqual(['ASC', 'DESC']);
    expect(s.Widget.properties.timePreferance.enum).toEqual(['GLOBAL_TIME']);
    expect(s.Attribute.properties.type.enum).toEqual(['tag', 'resource', '']);
  });

  it('keeps query maps as real maps keyed by query name', () => {
    const cq = (doc.components.schemas as Json).CompositeQuery.properties;
    for (const key of ['builderQueries', 'chQueries', 'promQueries']) {
      expect(cq[key].type).toBe('object');
      expect(cq[key].additionalProperties.$ref).toMatch(/^#\/components\/schemas\//);
    }
    const alert = structuredClone(doc.components.examples.PromqlAlert.value) as Json;
    alert.condition.compositeQuery.promQueries['not a name!'] = {
      disabled: false,
    };
    expect(v.schema('Alert')(alert)).toBe(false);
  });

  it('matchType and op accept 0 to 4 as numbers or numeric strings, nothing else', () => {
    for (const ok of [0, 1, 4, '0', '4']) expect(v.schema('MatchType')(ok)).toBe(true);
    for (const bad of [5, -1, '5', 'above', 1.5, null]) expect(v.schema('CompareOp')(bad)).toBe(false);
  });
});
