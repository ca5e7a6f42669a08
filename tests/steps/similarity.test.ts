import { describe, expect, it } from 'vitest';
import { measureEditDistance, measureSimilarity } from '../../src/steps/similarity.js';

describe('steps/similarity', () => {
  describe('#measureEditDistance', () => {
    it.each([
      ['', '', 0],
      ['save', '', 4],
      ['save', 'save', 0],
      ['save', 'sav', 1],
      ['save', 'safe', 1],
      ['cancle', 'cancel', 1],
      ['ca', 'abc', 3],
      ['👍 ok', '👎 ok', 1],
    ])('%s → %s is %i', (a, b, distance) => {
      expect(measureEditDistance(a, b)).toBe(distance);
      expect(measureEditDistance(b, a)).toBe(distance);
    });
  });

  describe('#measureSimilarity', () => {
    it('is 1 minus the distance over the longer length', () => {
      expect(measureSimilarity('', '')).toBe(1);
      expect(measureSimilarity('save', 'sve')).toBe(0.75);
      expect(measureSimilarity('create ordr', 'create order')).toBeCloseTo(11 / 12);
      expect(measureSimilarity('save', 'send')).toBe(0.25);
      expect(measureSimilarity('abc', 'xyz')).toBe(0);
    });
  });
});
