import { describe, expect, it } from 'vitest';
import { formatBytes, median, table } from '../../../scripts/lib/bench-format.mjs';

describe('bench formatting', () => {
  it('takes the median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('formats bytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
  });
  it('prints an aligned Markdown table', () => {
    expect(table(['a', 'bb'], [['1', '22222']])).toBe('| a | bb    |\n| - | ----- |\n| 1 | 22222 |');
  });
});
