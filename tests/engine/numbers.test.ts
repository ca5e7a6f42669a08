import { describe, expect, test } from 'vitest';
import { parseNumber } from '../../src/engine/numbers.js';

describe('engine/numbers', () => {
  test('reads what HTML calls a floating-point number, and nothing Number() alone would take', () => {
    expect(['40', ' -2.5 ', '.5', '1e3'].map(parseNumber)).toEqual([40, -2.5, 0.5, 1000]);
    expect(['', ' ', '0x10', 'Infinity', '5px', null].map(parseNumber)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
