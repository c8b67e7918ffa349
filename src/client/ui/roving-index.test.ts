import { describe, expect, it } from 'vitest';
import { roveIndex } from './roving-index';

const vertical = { next: 'ArrowDown', previous: 'ArrowUp' };

describe('roveIndex (a list’s arrow keys)', () => {
  it('moves to the next and previous item, round from one end to the other', () => {
    expect(roveIndex('ArrowDown', 1, 3, vertical)).toBe(2);
    expect(roveIndex('ArrowDown', 2, 3, vertical)).toBe(0);
    expect(roveIndex('ArrowUp', 0, 3, vertical)).toBe(2);
    expect(roveIndex('ArrowUp', 2, 3, vertical)).toBe(1);
  });

  it('starts from none: next is the first, previous the last', () => {
    expect(roveIndex('ArrowDown', -1, 3, vertical)).toBe(0);
    expect(roveIndex('ArrowUp', -1, 3, vertical)).toBe(2);
  });

  it('goes to the ends with Home and End, unless they belong to a text field', () => {
    expect(roveIndex('Home', 2, 3, vertical)).toBe(0);
    expect(roveIndex('End', 0, 3, vertical)).toBe(2);
    expect(roveIndex('Home', 2, 3, { ...vertical, ends: false })).toBeUndefined();
  });

  it('leaves other keys, and an empty list, alone', () => {
    expect(roveIndex('ArrowLeft', 1, 3, vertical)).toBeUndefined();
    expect(roveIndex('ArrowDown', -1, 0, vertical)).toBeUndefined();
  });
});
