import React, { useEffect, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useStorageSlot } from '@docusaurus/theme-common';
import { useReaderSettings } from '@site/src/lib/readerSettings/useReaderSettings';
import { clearSettings, writeSettings } from '@site/src/lib/readerSettings/store';
import {
  REGIONS,
  isEmpty,
  validate,
  type Deployment,
  type FieldErrors,
  type ReaderSettings,
} from '@site/src/lib/readerSettings/settings';
import Link from '@docusaurus/Link';
import { PLACEHOLDERS } from '@site/src/lib/placeholders';
import styles from './styles.module.css';

/** The host field's hint: the placeholder's own description, so the two cannot drift apart. */
const HOST_HINT = PLACEHOLDERS.find((p) => p.setting === 'collectorHost')?.description;

function summary(settings: ReaderSettings): string {
  if (isEmpty(settings)) return 'Code samples show placeholders. Set your own values to paste them as is.';
  const parts: string[] = [];
  if (settings.deployment) parts.push(settings.deployment === 'cloud' ? 'SigNoz Cloud' : 'self-hosted');
  if (settings.region) parts.push(`region ${settings.region}`);
  if (settings.ingestionKey) parts.push('ingestion key set');
  if (settings.collectorHost) parts.push(`collector ${settings.collectorHost}`);
  return `Code samples use your values: ${parts.join(', ')}.`;
}

/**
 * The docs' reader-settings control: deployment, cloud region, ingestion key
 * and self-hosted collector host. Values stay in this browser (local storage),
 * are never sent anywhere, and can be cleared.
 */
export default function ReaderSettingsPanel(): ReactNode {
  const settings = useReaderSettings();
  const [draft, setDraft] = useState<ReaderSettings>(settings);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The same storage slot the docs' synced <Tabs groupId="deployment"> use, so
  // choosing a deployment here switches the tabs on every page too.
  const [, deploymentTabSlot] = useStorageSlot('docusaurus.tab.deployment');
  const id = useId();

  // Follow changes made elsewhere (another tab, the Clear button).
  useEffect(() => setDraft(settings), [settings]);

  const update = (patch: Partial<ReaderSettings>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const found = validate(next);
    setErrors(found);
    writeSettings({
      ...next,
      ingestionKey: found.ingestionKey ? settings.ingestionKey : next.ingestionKey,
      collectorHost: found.collectorHost ? settings.collectorHost : next.collectorHost,
    });
    if (patch.deployment) deploymentTabSlot.set(patch.deployment);
  };

  return (
    // Left out of the search index (src/plugins/performance/searchIndex/): the same words on every docs page.
    <details className={clsx(styles.panel, 'reader-settings')} data-testid="reader-settings" data-search-ignore="">
      <summary className={styles.summary}>
        <span className={styles.title}>Your settings for code samples</span>
        <span className={styles.state} aria-live="polite">
          {summary(settings)}
        </span>
      </summary>
      <div className={styles.body}>
        <fieldset className={styles.field}>
          <legend>Deployment</legend>
          {(['cloud', 'self-hosted'] as Deployment[]).map((value) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-deployment`}
                value={value}
                checked={draft.deployment === value}
                onChange={() => update({ deployment: value })}
              />
              {value === 'cloud' ? 'SigNoz Cloud' : 'Self-hosted'}
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-region`}>Cloud region</label>
          <select
            id={`${id}-region`}
            value={draft.region ?? ''}
            onChange={(event) => update({ region: (event.target.value || undefined) as ReaderSettings['region'] })}
          >
            <option value="">Not set</option>
            {REGIONS.map((region) => (
              <option key={region.value} value={region.value}>
                {region.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-key`}>Ingestion key</label>
          <input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={draft.ingestionKey ?? ''}
            aria-invalid={Boolean(errors.ingestionKey)}
            aria-describedby={errors.ingestionKey ? `${id}-key-error` : undefined}
            onChange={(event) => update({ ingestionKey: event.target.value })}
          />
          {errors.ingestionKey && (
            <p id={`${id}-key-error`} className={styles.error} role="alert">
              {errors.ingestionKey}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-host`}>Self-hosted collector host</label>
          <input
            id={`${id}-host`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. localhost"
            value={draft.collectorHost ?? ''}
            aria-invalid={Boolean(errors.collectorHost)}
            aria-describedby={errors.collectorHost ? `${id}-host-hint ${id}-host-error` : `${id}-host-hint`}
            onChange={(event) => update({ collectorHost: event.target.value })}
          />
          <p id={`${id}-host-hint`} className={styles.note}>
            {HOST_HINT}
          </p>
          {errors.collectorHost && (
            <p id={`${id}-host-error`} className={styles.error} role="alert">
              {errors.collectorHost}
            </p>
          )}
        </div>
        <p className={styles.note}>
          Where each value comes from:{' '}
          <Link to="/docs/instrumentation/overview/#choose-your-endpoint-signoz-cloud-or-self-hosted">
            choose your endpoint
          </Link>
          . Stored only in this browser and never sent anywhere. Copy buttons copy the code with your values.
        </p>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            clearSettings();
            setErrors({});
          }}
        >
          Clear my settings
        </button>
      </div>
    </details>
  );
}
