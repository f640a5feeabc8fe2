import { describe, expect, it } from 'vitest';
import { healthPlanOpacity } from './health-plan-opacity';

describe('healthPlanOpacity', () => {
  it('follows 1, 0.8, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.05, 0.03, then 0.1', () => {
    expect(Array.from({ length: 13 }, (_, i) => healthPlanOpacity(i))).toEqual([
      1, 0.8, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.05, 0.03, 0.1, 0.1, 0.1,
    ]);
  });
});
