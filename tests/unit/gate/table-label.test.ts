import React from 'react';
import { describe, expect, it } from 'vitest';
import { tableLabel } from '../../../src/lib/content/tableLabel';

describe('the name of a table scroll box', () => {
  const h = React.createElement;
  it('is the caption, else the column headings, else "Table"', () => {
    const withHeadings = [
      h('thead', { key: 1 }, h('tr', null, h('th', null, 'Option'), h('th', null, 'Default ', h('code', null, 'x')))),
      h('tbody', { key: 2 }, h('tr', null, h('td', null, 'a'), h('td', null, 'b'))),
    ];
    expect(tableLabel(withHeadings)).toBe('Table: Option, Default x');
    expect(tableLabel([h('caption', { key: 0 }, 'Error answers'), ...withHeadings])).toBe('Error answers');
    expect(tableLabel(h('tbody', null, h('tr', null, h('td', null, 'a'))))).toBe('Table');
  });
});
