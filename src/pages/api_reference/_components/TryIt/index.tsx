import React, { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ResolvedOperation } from '@site/src/lib/openapi/resolve';
import { exampleParams } from '@site/src/lib/openapi/resolve';
import { buildTryItRequest, describeNetworkError, formatResponseBody } from '@site/src/lib/openapi/tryIt';
import { useTryItSettings } from './context';
import styles from './styles.module.css';

type Result =
  | { state: 'idle' }
  | { state: 'sending' }
  | {
      state: 'done';
      status: number;
      statusText: string;
      body: string;
      ms: number;
    }
  | { state: 'failed'; message: string };

/** Sends the operation to a server the reader chooses and shows the answer. */
export default function TryIt({ op }: { op: ResolvedOperation }): ReactNode {
  const id = useId();
  const { baseUrl, apiKey, setBaseUrl, setApiKey } = useTryItSettings();
  const [params, setParams] = useState<Record<string, string>>(() => exampleParams(op));
  const [query, setQuery] = useState<Record<string, string>>({});
  const example = op.requestBody?.examples[0]?.value;
  const [body, setBody] = useState(example === undefined ? '' : JSON.stringify(example, null, 2));
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const header = op.apiKeyHeaders[0] ?? 'SIGNOZ-API-KEY';

  async function send(event: FormEvent) {
    event.preventDefault();
    const built = buildTryItRequest({
      baseUrl,
      apiKey,
      apiKeyHeader: header,
      method: op.method,
      path: op.path,
      params,
      query,
      body: op.requestBody ? body : undefined,
    });
    if (!built.ok) {
      setResult({ state: 'failed', message: built.error });
      return;
    }
    setResult({ state: 'sending' });
    const started = performance.now();
    try {
      const res = await fetch(built.url, {
        ...built.init,
        mode: 'cors',
        credentials: 'omit',
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      setResult({
        state: 'done',
        status: res.status,
        statusText: res.statusText,
        body: formatResponseBody(text),
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      setResult({
        state: 'failed',
        message: describeNetworkError(error, built.url, window.location.origin),
      });
    }
  }

  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>
        Try it: {op.method.toUpperCase()} {op.path}
      </summary>
      <form className={styles.form} onSubmit={send} aria-label={`Try ${op.summary}`}>
        <div className={styles.row}>
          <label htmlFor={`${id}-base`}>Base URL</label>
          <input
            id={`${id}-base`}
            type="url"
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            spellCheck={false}
            autoComplete="url"
          />
        </div>
        <div className={styles.row}>
          <label htmlFor={`${id}-key`}>API key ({header})</label>
          <input
            id={`${id}-key`}
            type="password"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <p className={styles.hint}>
          The base URL and key are kept in this tab's session storage only and sent nowhere but the server you name.
        </p>
        {pathParams.map((p) => (
          <div className={styles.row} key={p.name}>
            <label htmlFor={`${id}-param-${p.name}`}>
              Path parameter <code>{p.name}</code>
            </label>
            <input
              id={`${id}-param-${p.name}`}
              type="text"
              value={params[p.name] ?? ''}
              onChange={(e) => setParams({ ...params, [p.name]: e.target.value })}
              spellCheck={false}
            />
          </div>
        ))}
        {queryParams.map((p) => (
          <div className={styles.row} key={p.name}>
            <label htmlFor={`${id}-query-${p.name}`}>
              Query parameter <code>{p.name}</code> (optional)
            </label>
            <input
              id={`${id}-query-${p.name}`}
              type="text"
              inputMode="numeric"
              value={query[p.name] ?? ''}
              placeholder={p.schema?.default === undefined ? undefined : `default ${String(p.schema.default)}`}
              onChange={(e) => setQuery({ ...query, [p.name]: e.target.value })}
              spellCheck={false}
            />
          </div>
        ))}
        {op.requestBody && (
          <div className={styles.row}>
            <label htmlFor={`${id}-body`}>Request body (JSON)</label>
            <textarea
              id={`${id}-body`}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              rows={12}
              spellCheck={false}
            />
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={result.state === 'sending'}>
          {result.state === 'sending' ? 'Sending…' : 'Send request'}
        </button>
        <div className={styles.result} aria-live="polite" role="status">
          {result.state === 'done' && (
            <>
              <p className={styles.status}>
                Status <strong>{result.status}</strong> {result.statusText} · {result.ms} ms
              </p>
              <pre className={styles.body} tabIndex={0} aria-label="Response body">
                {result.body}
              </pre>
            </>
          )}
          {result.state === 'failed' && <p className={styles.error}>{result.message}</p>}
        </div>
      </form>
    </details>
  );
}
