import React, { useId, useState, type ReactNode } from 'react';
import type { UsageRate } from '@site/src/data/pricing';
import { estimateMonthlyCost, formatDollars, type UsageField } from '@site/src/lib/pricing/estimate';
import styles from './styles.module.css';

const FIELD_LABELS: Record<UsageField, { label: string; unit: string }> = {
  logs: { label: 'Logs ingested per month', unit: 'GB' },
  traces: { label: 'Traces ingested per month', unit: 'GB' },
  metrics: { label: 'Metric samples per month', unit: 'million samples' },
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Monthly cost estimate for the Teams plan; the arithmetic is in src/lib/pricing/estimate.ts. */
export default function CostEstimator({ rates, minimum }: { rates: UsageRate[]; minimum: number }): ReactNode {
  const id = useId();
  const [values, setValues] = useState<Record<UsageField, string>>({ logs: '100', traces: '50', metrics: '200' });
  const result = estimateMonthlyCost(values, rates, minimum);
  const resultId = `${id}-result`;

  return (
    <div className={styles.estimator}>
      <form className={styles.fields} onSubmit={(e) => e.preventDefault()} aria-label="Monthly usage">
        {rates.map((rate) => {
          const field = FIELD_LABELS[rate.id];
          const inputId = `${id}-${rate.id}`;
          const error = result.ok ? undefined : result.errors[rate.id];
          return (
            <div key={rate.id} className={styles.field}>
              <label htmlFor={inputId} className={styles.label}>
                {field.label}
              </label>
              <div className={styles.inputRow}>
                <input
                  id={inputId}
                  className={styles.input}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={values[rate.id]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
                  onChange={(e) => setValues((v) => ({ ...v, [rate.id]: e.target.value }))}
                />
                <span className={styles.unit}>{field.unit}</span>
              </div>
              <p id={`${inputId}-hint`} className={styles.hint}>
                {formatDollars(rate.price)} per {rate.unit}
              </p>
              {error && (
                <p id={`${inputId}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </form>
      <div id={resultId} className={styles.result} aria-live="polite" aria-atomic="true">
        {result.ok ? (
          <>
            <p className={styles.resultLabel}>Estimated monthly bill</p>
            <p className={styles.total}>{formatDollars(result.total)}</p>
            <ul className={styles.lines}>
              {result.lines.map((line) => (
                <li key={line.id}>
                  {rates.find((r) => r.id === line.id)?.signal}: {numberFormat.format(line.quantity)}{' '}
                  {FIELD_LABELS[line.id].unit} = {formatDollars(line.cost)}
                </li>
              ))}
            </ul>
            <p className={styles.note}>
              {result.minimumApplies
                ? `Your usage comes to ${formatDollars(result.usageTotal)}, below the ${formatDollars(minimum)} monthly minimum, so the month costs ${formatDollars(minimum)}.`
                : `Usage charges are at or above the ${formatDollars(minimum)} monthly minimum, so you pay for usage only.`}
            </p>
          </>
        ) : (
          <>
            <p className={styles.resultLabel}>No estimate yet</p>
            <p className={styles.note}>Correct the highlighted field to see the estimate.</p>
          </>
        )}
      </div>
    </div>
  );
}
