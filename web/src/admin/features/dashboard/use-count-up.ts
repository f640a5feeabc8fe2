import { useEffect, useState } from 'react';
import { COUNT_UP_MS, countAt } from './dashboard-cards';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A number that climbs from 0 to `target` over 2 s once `target` is known, one step per frame;
 * people who ask for reduced motion see the value at once.
 */
export function useCountUp(target: number | null): number {
  const [shown, setShown] = useState(0);
  const instant = target === null || target === 0 || prefersReducedMotion();
  useEffect(() => {
    if (instant || target === null) return;
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const value = countAt(target, now - start, COUNT_UP_MS);
      setShown(value);
      if (value < target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, instant]);
  return instant ? (target ?? 0) : shown;
}
