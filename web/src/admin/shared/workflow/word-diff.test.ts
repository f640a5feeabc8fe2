import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

describe('the text diff of History', () => {
  it('marks the words taken out and put in, keeping the rest', () => {
    expect(wordDiff('Open daily from 9 am', 'Open daily from 10 am')).toEqual([
      { kind: 'same', text: 'Open daily from ' },
      { kind: 'removed', text: '9' },
      { kind: 'added', text: '10' },
      { kind: 'same', text: ' am' },
    ]);
  });

  it('shows a text added to an empty field as added, and nothing for two empty ones', () => {
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(wordDiff('', '')).toEqual([]);
  });
});
