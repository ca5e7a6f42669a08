import { describe, expect, it } from 'vitest';
import { MAX_TEXT, foldText, quote, revealInvisible } from '../../src/model/text.js';

describe('model/text', () => {
  it('#foldText folds ASCII whitespace and cuts long text with …', () => {
    expect(foldText('  a \n\t b  ')).toBe('a b');
    expect(foldText('a\u00a0 b')).toBe('a\u00a0 b');
    expect(foldText('x'.repeat(MAX_TEXT + 1))).toBe('x'.repeat(MAX_TEXT) + '…');
    expect(foldText('x'.repeat(MAX_TEXT - 1) + '\ud83d\ude00')).toBe('x'.repeat(MAX_TEXT - 1) + '…');
  });

  it('#quote writes a JSON string with invisible characters escaped', () => {
    expect(quote('say "hi"\n')).toBe('"say \\"hi\\"\\n"');
    expect(quote('a\u202eb\u2028')).toBe('"a\\u202eb\\u2028"');
    expect(quote('\ud800')).toBe('"\\ud800"');
    expect(JSON.parse(quote('a\u202eb\u2028\ud800'))).toBe('a\u202eb\u2028\ud800');
  });

  it('#revealInvisible shows controls, invisibles and lone surrogates, nothing else', () => {
    expect(revealInvisible('a "b" \\c')).toBe('a "b" \\c');
    expect(revealInvisible('\n\u0000\u202e\ud800\ud83d\ude00')).toBe('\\u000a\\u0000\\u202e\\ud800\ud83d\ude00');
  });
});
