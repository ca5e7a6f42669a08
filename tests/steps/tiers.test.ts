import { describe, expect, it } from 'vitest';
import { SCORE_THRESHOLD, TIERS, findTier, matchesTier, probeText, tiersFor } from '../../src/steps/tiers.js';

const tierOf = (text: string, name: string) => findTier(probeText(text), name);

describe('steps/tiers', () => {
  it('climbs exact, norm, sub, score in that order', () => {
    expect(TIERS).toEqual(['exact', 'norm', 'sub', 'score']);
  });

  describe('exact', () => {
    it('is the same name, the text folded as the notation folds page text', () => {
      expect(tierOf('Create order', 'Create order')).toBe('exact');
      expect(tierOf('  Create \n order ', 'Create order')).toBe('exact');
      expect(tierOf('', '')).toBe('exact');
    });

    it('cuts a long text at 200 characters as the notation does', () => {
      const long = 'a'.repeat(250);
      expect(tierOf(long, 'a'.repeat(200) + '…')).toBe('exact');
    });
  });

  describe('norm', () => {
    it.each([
      ['case', 'create ORDER', 'Create order'],
      ['diacritics', 'Resume', 'Résumé'],
      ['NBSP', 'Create\u00a0order', 'Create order'],
      ['curly apostrophe', "Don't save", 'Don’t save'],
      ['curly double quotes', 'Save "Draft"', 'Save “Draft”'],
      ['en dash', 'Pages 1-5', 'Pages 1–5'],
      ['em dash and spaces', 'Save - now', 'Save—now'],
      ['punctuation', 'City required', 'City (required)'],
      ['trailing punctuation', 'Save', 'Save!'],
      ['ellipsis', 'Loading', 'Loading…'],
    ])('%s: %s ~ %s', (_what, text, name) => {
      expect(tierOf(text, name)).toBe('norm');
    });
  });

  describe('sub', () => {
    it('is the normalised text inside the normalised name, not the other way', () => {
      expect(tierOf('order', 'Create order')).toBe('sub');
      expect(tierOf('CREATE', 'Create order')).toBe('sub');
      expect(tierOf('help centre', 'Help (opens the help centre)')).toBe('sub');
      expect(matchesTier('sub', probeText('Create order now'), 'Create order')).toBe(false);
    });
  });

  describe('score', () => {
    it(`is similarity of at least ${SCORE_THRESHOLD}`, () => {
      expect(tierOf('Creat ordr', 'Create order')).toBe('score');
      expect(tierOf('Cancle', 'Cancel')).toBe('score');
      expect(tierOf('Sve', 'Save')).toBe('score');
      // 3 edits in 10 characters is exactly the threshold.
      expect(tierOf('abcdefgxyz', 'abcdefghij')).toBe('score');
      expect(tierOf('abcdefwxyz', 'abcdefghij')).toBeUndefined();
    });

    it('keeps short different words apart', () => {
      expect(tierOf('Add', 'And')).toBeUndefined();
      expect(tierOf('Save', 'Send')).toBeUndefined();
    });
  });

  it('a text of punctuation or spaces only matches exactly', () => {
    expect(tiersFor(probeText('-'))).toEqual(['exact']);
    expect(tierOf('-', '-')).toBe('exact');
    expect(tierOf('-', '–')).toBeUndefined();
    expect(tierOf('-', 'Zoom out')).toBeUndefined();
    expect(matchesTier('sub', probeText(''), 'anything')).toBe(false);
  });
});
