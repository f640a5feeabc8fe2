import { describe, expect, it } from 'vitest';
import { classesAddedLater, declaredClassesAddedLater } from './classes-added-later';

describe('the classes the browser adds later', () => {
  it('names only classes its style sheets have (a renamed or removed class would lose its rules on every page)', () => {
    const problems = declaredClassesAddedLater.flatMap((group, index) => [
      ...('when' in group && !group.when ? [`group ${index}: its "when" class is not in its sheet`] : []),
      ...group.classes.flatMap((name, at) => (name ? [] : [`group ${index}, class ${at}: not in its sheet`])),
    ]);
    expect(problems).toEqual([]);
    expect(classesAddedLater.map((group) => group.classes.length)).toEqual(declaredClassesAddedLater.map((group) => group.classes.length));
  });
});
