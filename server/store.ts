import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Json = Record<string, unknown>;

/** A page of stored items as one JSON array text, and whether more items follow it. */
export interface Page {
  json: string;
  count: number;
  more: boolean;
}

/**
 * Every read and write answers with the stored item as JSON text (`{"id":…,…}`),
 * ready to send: the body is kept as the JSON text it was validated as, and the
 * id is spliced in front of it, so nothing is parsed and serialised again per
 * request. Lists are always read a page at a time.
 */
export interface Store {
  listRules(limit: number, offset: number): Page;
  getRule(id: number): string | undefined;
  createRule(body: Json): string;
  /** Replaces the rule; undefined when it does not exist. */
  updateRule(id: number, body: Json): string | undefined;
  deleteRule(id: number): boolean;
  listDashboards(limit: number, offset: number): Page;
  getDashboard(id: string): string | undefined;
  createDashboard(id: string, body: Json): string;
  updateDashboard(id: string, body: Json): string | undefined;
  deleteDashboard(id: string): boolean;
  /** Row counts and a checksum of every stored body, used by tests to prove nothing changed. */
  fingerprint(): string;
  close(): void;
}

interface Row {
  id: number | string;
  body: string;
}

/** The body as stored: its JSON text without `id` (the id lives in its own column). */
function withoutId(body: Json): string {
  if (!Object.hasOwn(body, 'id')) return JSON.stringify(body);
  const rest: Json = { ...body };
  delete rest.id;
  return JSON.stringify(rest);
}

/** `{"id":7,` + the stored body without its opening brace: the same text JSON.stringify({id, ...body}) gives. */
export function storedText(row: Row): string {
  const id = JSON.stringify(row.id);
  return row.body === '{}' ? `{"id":${id}}` : `{"id":${id},${row.body.slice(1)}`;
}

function page(rows: Row[], limit: number): Page {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  let json = '[';
  for (let i = 0; i < shown.length; i++) json += (i === 0 ? '' : ',') + storedText(shown[i]);
  return { json: `${json}]`, count: shown.length, more };
}

/**
 * SQLite store (better-sqlite3, synchronous and transactional). Each write is
 * one statement, which SQLite runs as a transaction of its own (autocommit),
 * so a crash mid-request leaves either the old or the new row, never a
 * half-written one. `:memory:` works for tests.
 */
export function openStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS rules (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE TABLE IF NOT EXISTS dashboards (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
  `);

  const q = {
    // One row more than asked for tells whether another page follows, without counting the table.
    pageRules: db.prepare<[number, number], Row>('SELECT id, body FROM rules ORDER BY id LIMIT ? OFFSET ?'),
    allRules: db.prepare<[], Row>('SELECT id, body FROM rules ORDER BY id'),
    getRule: db.prepare<[number], Row>('SELECT id, body FROM rules WHERE id = ?'),
    insertRule: db.prepare<[string, string, string]>(
      'INSERT INTO rules (body, created_at, updated_at) VALUES (?, ?, ?)',
    ),
    updateRule: db.prepare<[string, string, number]>('UPDATE rules SET body = ?, updated_at = ? WHERE id = ?'),
    deleteRule: db.prepare<[number]>('DELETE FROM rules WHERE id = ?'),
    pageDashboards: db.prepare<[number, number], Row>('SELECT id, body FROM dashboards ORDER BY seq LIMIT ? OFFSET ?'),
    allDashboards: db.prepare<[], Row>('SELECT id, body FROM dashboards ORDER BY seq'),
    getDashboard: db.prepare<[string], Row>('SELECT id, body FROM dashboards WHERE id = ?'),
    insertDashboard: db.prepare<[string, string, string, string]>(
      'INSERT INTO dashboards (id, body, created_at, updated_at) VALUES (?, ?, ?, ?)',
    ),
    updateDashboard: db.prepare<[string, string, string]>(
      'UPDATE dashboards SET body = ?, updated_at = ? WHERE id = ?',
    ),
    deleteDashboard: db.prepare<[string]>('DELETE FROM dashboards WHERE id = ?'),
  };

  const text = (row: Row | undefined) => (row ? storedText(row) : undefined);
  // The same text as the columns' strftime('%Y-%m-%dT%H:%M:%fZ', 'now') default, at a fraction of
  // its cost (two strftime calls took half of an insert); written once per millisecond, as writes
  // under load come several to a millisecond and toISOString costs about a microsecond.
  let nowMs = -1;
  let nowText = '';
  const now = () => {
    const ms = Date.now();
    if (ms !== nowMs) {
      nowMs = ms;
      nowText = new Date(ms).toISOString();
    }
    return nowText;
  };
  // Writes answer with the text they stored, not a second read of it.
  const written = (id: number | string, body: string, changes: number) =>
    changes === 1 ? storedText({ id, body }) : undefined;

  return {
    listRules: (limit, offset) => page(q.pageRules.all(limit + 1, offset), limit),
    getRule: (id) => text(q.getRule.get(id)),
    createRule(body) {
      const stored = withoutId(body);
      const at = now();
      return storedText({ id: Number(q.insertRule.run(stored, at, at).lastInsertRowid), body: stored });
    },
    updateRule(id, body) {
      const stored = withoutId(body);
      return written(id, stored, q.updateRule.run(stored, now(), id).changes);
    },
    deleteRule: (id) => q.deleteRule.run(id).changes === 1,
    listDashboards: (limit, offset) => page(q.pageDashboards.all(limit + 1, offset), limit),
    getDashboard: (id) => text(q.getDashboard.get(id)),
    createDashboard(id, body) {
      const stored = withoutId(body);
      const at = now();
      q.insertDashboard.run(id, stored, at, at);
      return storedText({ id, body: stored });
    },
    updateDashboard(id, body) {
      const stored = withoutId(body);
      return written(id, stored, q.updateDashboard.run(stored, now(), id).changes);
    },
    deleteDashboard: (id) => q.deleteDashboard.run(id).changes === 1,
    fingerprint() {
      return JSON.stringify({ rules: q.allRules.all(), dashboards: q.allDashboards.all() });
    },
    close: () => db.close(),
  };
}
