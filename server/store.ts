import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Json = Record<string, unknown>;

export interface Store {
  listRules(): Json[];
  getRule(id: number): Json | undefined;
  createRule(body: Json): Json;
  /** Replaces the rule; undefined when it does not exist. */
  updateRule(id: number, body: Json): Json | undefined;
  deleteRule(id: number): boolean;
  listDashboards(): Json[];
  getDashboard(id: string): Json | undefined;
  createDashboard(id: string, body: Json): Json;
  updateDashboard(id: string, body: Json): Json | undefined;
  deleteDashboard(id: string): boolean;
  /** Row counts and a checksum of every stored body, used by tests to prove nothing changed. */
  fingerprint(): string;
  close(): void;
}

interface Row {
  id: number | string;
  body: string;
}

function withoutId(body: Json): string {
  const rest: Json = { ...body };
  delete rest.id;
  return JSON.stringify(rest);
}

function fromRow(row: Row | undefined): Json | undefined {
  if (!row) return undefined;
  return { id: row.id, ...(JSON.parse(row.body) as Json) };
}

/**
 * SQLite store (better-sqlite3, synchronous and transactional). Each write is
 * one statement inside a transaction, so a crash mid-request leaves either the
 * old or the new row, never a half-written one. `:memory:` works for tests.
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
    listRules: db.prepare<[], Row>('SELECT id, body FROM rules ORDER BY id'),
    getRule: db.prepare<[number], Row>('SELECT id, body FROM rules WHERE id = ?'),
    insertRule: db.prepare<[string], Row>('INSERT INTO rules (body) VALUES (?) RETURNING id, body'),
    updateRule: db.prepare<[string, number], Row>(
      "UPDATE rules SET body = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? RETURNING id, body",
    ),
    deleteRule: db.prepare<[number]>('DELETE FROM rules WHERE id = ?'),
    listDashboards: db.prepare<[], Row>('SELECT id, body FROM dashboards ORDER BY seq'),
    getDashboard: db.prepare<[string], Row>('SELECT id, body FROM dashboards WHERE id = ?'),
    insertDashboard: db.prepare<[string, string], Row>(
      'INSERT INTO dashboards (id, body) VALUES (?, ?) RETURNING id, body',
    ),
    updateDashboard: db.prepare<[string, string], Row>(
      "UPDATE dashboards SET body = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? RETURNING id, body",
    ),
    deleteDashboard: db.prepare<[string]>('DELETE FROM dashboards WHERE id = ?'),
  };

  const tx = <A extends unknown[], R>(fn: (...args: A) => R) => db.transaction(fn);

  return {
    listRules: () => q.listRules.all().map((r) => fromRow(r)!),
    getRule: (id) => fromRow(q.getRule.get(id)),
    createRule: tx((body: Json) => fromRow(q.insertRule.get(withoutId(body)))!),
    updateRule: tx((id: number, body: Json) => fromRow(q.updateRule.get(withoutId(body), id))),
    deleteRule: tx((id: number) => q.deleteRule.run(id).changes === 1),
    listDashboards: () => q.listDashboards.all().map((r) => fromRow(r)!),
    getDashboard: (id) => fromRow(q.getDashboard.get(id)),
    createDashboard: tx((id: string, body: Json) => fromRow(q.insertDashboard.get(id, withoutId(body)))!),
    updateDashboard: tx((id: string, body: Json) => fromRow(q.updateDashboard.get(withoutId(body), id))),
    deleteDashboard: tx((id: string) => q.deleteDashboard.run(id).changes === 1),
    fingerprint() {
      const rules = q.listRules.all();
      const dashboards = q.listDashboards.all();
      return JSON.stringify({ rules, dashboards });
    },
    close: () => db.close(),
  };
}
