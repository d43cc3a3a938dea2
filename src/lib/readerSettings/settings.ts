import { PLACEHOLDERS } from '../placeholders';

/**
 * The reader's own values for code samples. They live in this browser's local
 * storage only and are never sent anywhere.
 */
export type Deployment = 'cloud' | 'self-hosted';
export type Region = (typeof REGIONS)[number]['value'];

export interface ReaderSettings {
  deployment?: Deployment;
  region?: Region;
  ingestionKey?: string;
  collectorHost?: string;
}

/**
 * Every SigNoz Cloud region code (`cloud.regions` in src/data/product.json; their endpoints are in
 * docs/shared/cloud-endpoints.mdx). A test keeps the two lists equal.
 */
export const REGIONS = [
  { value: 'us', label: 'United States (us)' },
  { value: 'us2', label: 'United States (us2)' },
  { value: 'eu', label: 'European Union (eu)' },
  { value: 'eu2', label: 'European Union (eu2)' },
  { value: 'in', label: 'India (in)' },
  { value: 'in2', label: 'India (in2)' },
] as const;

export type FieldErrors = Partial<Record<'ingestionKey' | 'collectorHost', string>>;

const HOST =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const IPV6 = /^\[?[0-9A-Fa-f:]{2,39}\]?$/;
const KEY = /^[A-Za-z0-9._~+/=-]{8,256}$/;

/** Checks typed values; empty values are fine (they mean "not set"). */
export function validate(settings: ReaderSettings): FieldErrors {
  const errors: FieldErrors = {};
  const key = settings.ingestionKey?.trim();
  if (key && !KEY.test(key)) {
    errors.ingestionKey =
      'An ingestion key is 8 to 256 letters, digits or the characters . _ ~ + / = - with no spaces.';
  }
  const host = settings.collectorHost?.trim();
  if (host && !HOST.test(host) && !IPV6.test(host)) {
    errors.collectorHost =
      'Enter a host name or IP address only, without http:// or a port, e.g. otel.internal or 10.0.0.12.';
  }
  return errors;
}

/** Keeps only known, valid, non-empty values (what is safe to store and to show). */
export function sanitize(input: unknown): ReaderSettings {
  if (!input || typeof input !== 'object') return {};
  const raw = input as Record<string, unknown>;
  const out: ReaderSettings = {};
  if (raw.deployment === 'cloud' || raw.deployment === 'self-hosted') out.deployment = raw.deployment;
  const region = REGIONS.find((r) => r.value === raw.region);
  if (region) out.region = region.value;
  const candidate: ReaderSettings = {
    ingestionKey: typeof raw.ingestionKey === 'string' ? raw.ingestionKey.trim() : undefined,
    collectorHost: typeof raw.collectorHost === 'string' ? raw.collectorHost.trim() : undefined,
  };
  const errors = validate(candidate);
  if (candidate.ingestionKey && !errors.ingestionKey) out.ingestionKey = candidate.ingestionKey;
  if (candidate.collectorHost && !errors.collectorHost) out.collectorHost = candidate.collectorHost;
  return out;
}

export function isEmpty(settings: ReaderSettings): boolean {
  return Object.keys(sanitize(settings)).length === 0;
}

/** Replaces the fixed placeholders with the reader's values; unknown or unset ones stay. */
export function fillPlaceholders(code: string, settings: ReaderSettings): string {
  const clean = sanitize(settings);
  let out = code;
  for (const { token, setting } of PLACEHOLDERS) {
    const value = clean[setting];
    if (value) out = out.split(token).join(value);
  }
  return out;
}

export function hasPlaceholder(code: string): boolean {
  return PLACEHOLDERS.some(({ token }) => code.includes(token));
}
