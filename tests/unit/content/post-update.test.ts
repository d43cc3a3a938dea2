import { describe, expect, it } from 'vitest';
import { postUpdateDate } from '../../../src/lib/blog/postUpdate';

describe('postUpdateDate', () => {
  it('gives the refresh day when it follows the post date', () => {
    expect(postUpdateDate('2021-03-18T00:00:00.000Z', { date: '2026-11-20' })).toBe('2026-11-20');
    expect(postUpdateDate('2021-03-18', { date: new Date('2024-05-02T10:00:00Z') })).toBe('2024-05-02');
  });

  it('says nothing for the same day, an earlier day, or no usable date', () => {
    expect(postUpdateDate('2024-05-02T00:00:00.000Z', { date: '2024-05-02' })).toBeUndefined();
    expect(postUpdateDate('2024-05-02', { date: '2023-01-01' })).toBeUndefined();
    expect(postUpdateDate('2024-05-02', { date: 'not a date' })).toBeUndefined();
    expect(postUpdateDate('2024-05-02', { author: 'someone' })).toBeUndefined();
    expect(postUpdateDate('2024-05-02', undefined)).toBeUndefined();
  });
});
