import { describe, expect, it } from 'vitest';
import { classesAddedLater, declaredClassesAddedLater } from './classes-added-later';

describe('the classes the browser adds later', () => {
  it('names only classes its style sheets have (a renamed or removed class would lose its rules on every page)', () => {
    expect(declaredClassesAddedLater.map((name, index) => (name ? 'ok' : `entry ${index} is not in its sheet`))).toEqual(declaredClassesAddedLater.map(() => 'ok'));
    expect(classesAddedLater).toHaveLength(declaredClassesAddedLater.length);
  });
});
