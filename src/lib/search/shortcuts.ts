/** Minimal shape of a keyboard event, so this module stays testable without a DOM. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
}

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
  '',
]);

/** True when the reader is typing in a field, where '/' must type a slash. */
export function isEditableTarget(target: unknown): boolean {
  const el = target as TargetLike | null;
  if (!el || typeof el !== 'object') return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((el.getAttribute?.('type') ?? '').toLowerCase());
  return false;
}

/** Ctrl+K or Cmd+K anywhere; '/' only outside text fields and without modifiers. */
export function isSearchShortcut(event: KeyLike, inEditable: boolean): boolean {
  if (event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !inEditable && !event.ctrlKey && !event.metaKey && !event.altKey;
}
