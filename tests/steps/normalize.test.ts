import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../src/steps/normalize.js';

describe('steps/normalize', () => {
  describe('#normalizeText', () => {
    it.each([
      ['case', 'CREATE Order', 'create order'],
      ['whitespace runs and ends', '  Create \t\n order  ', 'create order'],
      ['NBSP and other spaces', 'Create\u00a0order\u2009now\u3000too', 'create order now too'],
      ['diacritics', 'Résumé Ångström naïve', 'resume angstrom naive'],
      ['letters without a decomposition', 'Straße Æsir Øre Łódź', 'strasse aesir ore lodz'],
      ['dotted capital I', 'İstanbul', 'istanbul'],
      ['curly and straight apostrophes', 'Don’t ‘quote’ me, don`t', 'dont quote me dont'],
      ['double quotes of every kind', '“Draft” «copy» "x" „y“', 'draft copy x y'],
      ['dashes: hyphen, en, em, minus', 'Wi-Fi 1–5 a—b −3', 'wi fi 1 5 a b 3'],
      ['punctuation', 'Save! (now) #1, ok? a/b: c; d…', 'save now 1 ok a b c d'],
      ['soft hyphen and zero-width characters', 'Cre\u00adate\u200b order\u200e', 'create order'],
      ['compatibility forms', 'ﬁle Ｓａｖｅ ①', 'file save 1'],
    ])('folds %s', (_what, text, folded) => {
      expect(normalizeText(text)).toBe(folded);
    });

    it('keeps symbols and digits: C++ is not C#, + is not −', () => {
      expect(normalizeText('C++')).toBe('c++');
      expect(normalizeText('C#')).toBe('c');
      expect(normalizeText('+')).toBe('+');
      expect(normalizeText('−')).toBe('');
      expect(normalizeText('€ 5 = 5 €')).toBe('€ 5 = 5 €');
    });

    it('is idempotent', () => {
      for (const text of ['Don’t “Save” – now', 'Straße', 'ﬁ', '  a  ']) {
        expect(normalizeText(normalizeText(text))).toBe(normalizeText(text));
      }
    });
  });
});
