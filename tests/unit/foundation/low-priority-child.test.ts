// src/plugins/lowPriorityChild: build work (social cards, Markdown twins) run in a child process at low
// CPU priority, answering once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_NICENESS, runInLowPriorityChild } from '../../../src/plugins/lowPriorityChild';

const childModule = pathToFileURL(join(__dirname, '../../../src/plugins/lowPriorityChild/child.mjs')).href;
let dir: string;

function childScript(name: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, `import os from 'node:os';\nimport { answer } from ${JSON.stringify(childModule)};\n${body}\n`);
  return file;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'low-priority-child-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('runInLowPriorityChild', () => {
  it("resolves with the child's answer to its input, computed at low priority", async () => {
    const script = childScript(
      'double.mjs',
      'answer(async ({ values }) => ({ doubled: values.map((v) => v * 2), niceness: os.getPriority() }));',
    );
    const result = await runInLowPriorityChild<{ doubled: number[]; niceness: number }>(
      script,
      { values: [1, 2, 3] },
      'double',
    );
    expect(result.doubled).toEqual([2, 4, 6]);
    // A runner already nicer than that keeps its own niceness (a process may not lower it).
    expect(result.niceness).toBe(Math.max(CHILD_NICENESS, os.getPriority()));
  });

  it("rejects with the child's error and the work's name", async () => {
    const script = childScript('fail.mjs', "answer(() => { throw new Error('no fonts found'); });");
    await expect(runInLowPriorityChild(script, {}, 'social cards')).rejects.toThrow(/^social cards: .*no fonts found/s);
  });

  it('rejects when the child stops without answering', async () => {
    const script = childScript('exit.mjs', 'process.exit(3);');
    await expect(runInLowPriorityChild(script, {}, 'twins')).rejects.toThrow('twins: child stopped (exit code 3');
  });
});
