import { describe, expect, it } from 'vitest';
import { computeKey, isEngineName, isRef, isWord, printableRole } from '../../src/model/tokens.js';

describe('model/tokens', () => {
  it('#isWord accepts lowercase words only', () => {
    for (const ok of ['button', 'menuitemcheckbox', 'fa-trash', 'h2']) expect(isWord(ok)).toBe(true);
    for (const bad of ['', 'Button', '2x', '-a', 'a b', 'a"', 'a\n', undefined]) expect(isWord(bad)).toBe(false);
  });

  it('#isRef accepts e<N> without leading zeros', () => {
    for (const ok of ['e1', 'e42', 'e100000']) expect(isRef(ok)).toBe(true);
    for (const bad of ['e0', 'e01', '@e1', 'e', 'E1', 'e1 ', undefined]) expect(isRef(bad)).toBe(false);
  });

  it('#printableRole turns anything else into generic', () => {
    expect(printableRole('link')).toBe('link');
    expect(printableRole('Link')).toBe('generic');
  });

  it('#computeKey prefers test id, then id, then name', () => {
    expect(computeKey({ name: 'n', testId: 't', id: 'i' })).toEqual({ key: 't', keyKind: 'testId' });
    expect(computeKey({ name: 'n', id: 'i' })).toEqual({ key: 'i', keyKind: 'id' });
    expect(computeKey({ name: 'n' })).toEqual({ key: 'n', keyKind: 'text' });
    expect(computeKey({ name: 'n', testId: '' })).toEqual({ key: '', keyKind: 'testId' });
  });

  it('#isEngineName knows the model engines and nothing inherited', () => {
    expect(['jsdom', 'chromium', 'dom'].every(isEngineName)).toBe(true);
    expect(isEngineName('constructor')).toBe(false);
  });
});
