import { useLanguage } from './language';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { HydrateLater } from './hydrate-later';
import { islandMarker } from '../islands/island';
import { StaticRegion } from './static-region';
import { useHydrated } from './hydrated';
import styles from './ui.module.css';

export interface CarouselProps {
  /** What the carousel shows, for screen readers ("Doctors", "Testimonials"). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides in view: a number, or by minimum viewport width in px ({ 0: 1, 480: 2, 1200: 3 }). */
  slidesPerView?: number | Record<number, number>;
  /** Autoplay interval (SPEC §9 default 3000 ms); 0 turns autoplay off. */
  autoplayMs?: number;
  /** Scroll animation length (SPEC §9 default 500 ms). */
  speedMs?: number;
  loop?: boolean;
  /** A bar showing how far through the slides the carousel is (testimonials). */
  showProgress?: boolean;
  showArrows?: boolean;
  showDots?: boolean;
  /** Slides edge to edge, without the gutter between them (a full-width hero). */
  flush?: boolean;
  /**
   * The slides have nothing to do in the browser (text, pictures, plain links): each is a static
   * region (ui/static-region.tsx), kept as the server rendered it, so the page need embed only
   * what the carousel counts its slides by.
   */
  staticSlides?: boolean;
  className?: string;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const reducedMotionNow = () => window.matchMedia?.(reducedMotionQuery).matches ?? false;

/**
 * A light, accessible carousel (Embla, no jQuery): named buttons, arrows disabled with one slide or
 * fewer, autoplay that pauses on hover and focus and never runs with reduced motion. Its first
 * slides show from the server's markup; it is hydrated after the rest of the page (ui/hydrate-later.tsx).
 */
export function Carousel(props: CarouselProps) {
  return (
    <HydrateLater>
      <CarouselView {...props} />
    </HydrateLater>
  );
}

function CarouselView({
  label,
  children,
  slidesPerView = 1,
  autoplayMs = 3000,
  speedMs = 500,
  loop = true,
  showProgress = false,
  showArrows = true,
  showDots = false,
  flush = false,
  staticSlides = false,
  className,
}: CarouselProps) {
  const { messages: t } = useLanguage();
  const slides = Children.toArray(children);
  const count = slides.length;
  // Embla's duration is in its own units (about 20 ms each): 500 ms → 25, its default.
  const [viewportRef, api] = useEmblaCarousel({ loop: loop && count > 1, duration: Math.min(60, Math.max(10, Math.round(speedMs / 20))), align: 'start', dragThreshold: 5 });
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The server renders as if motion were allowed and autoplay off (no timers run there), and so
  // does hydration (see ui/hydrated.ts).
  const hydrated = useHydrated();
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, reducedMotionNow, () => false) && hydrated;

  // Embla's position as one comparable value: "selected|canPrev|canNext".
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const position = useSyncExternalStore(
    subscribe,
    () => (api ? `${api.selectedScrollSnap()}|${api.canScrollPrev()}|${api.canScrollNext()}` : `0|false|${count > 1}`),
    () => `0|false|${count > 1}`,
  );
  const [selectedText, canPrevText, canNextText] = position.split('|');
  const selected = Number(selectedText);
  const canPrev = canPrevText === 'true';
  const canNext = canNextText === 'true';

  const autoplaying = autoplayMs > 0 && count > 1 && !paused && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!api || !autoplaying) return;
    const timer = setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [api, autoplaying, autoplayMs]);

  const perView = typeof slidesPerView === 'number' ? { 0: slidesPerView } : slidesPerView;
  const widths = Object.entries(perView)
    .map(([minWidth, n]) => [Number(minWidth), n] as const)
    .sort((a, b) => a[0] - b[0]);
  // Named after the widths themselves, not `useId` (React on the server and Preact in the browser
  // answer it differently, and hydration keeps the server's class): carousels with the same widths
  // share the same rules.
  const scope = `carousel-${widths.map(([minWidth, n]) => `${minWidth}-${String(n).replace('.', '_')}`).join('-')}`;
  const rules = widths
    .map(([minWidth, n]) => {
      const rule = `.${scope} .${styles.slide}{flex:0 0 ${100 / n}%}`;
      return minWidth > 0 ? `@media (min-width:${minWidth}px){${rule}}` : rule;
    })
    .join('');
  const disabled = count <= 1;

  return (
    <section
      className={[styles.carousel, scope, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      // An island (issue 47): islands/carousel.ts moves the slides, plays and pauses them.
      {...islandMarker('carousel', {
        autoplayMs,
        speedMs,
        loop,
        play: t.play,
        pause: t.pause,
        classes: { viewport: styles.viewport, container: styles.container, dotActive: styles.dotActive, progressBar: styles.progressBar },
      })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <style>{rules}</style>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={autoplaying ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const Slide = staticSlides ? StaticRegion : 'div';
            return (
              <Slide key={index} className={flush ? `${styles.slide} ${styles.slideFlush}` : styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
                {slide}
              </Slide>
            );
          })}
        </div>
      </div>
      {showProgress && count > 0 && (
        <div className={styles.progress} role="progressbar" aria-label={t.progressOf(label)} aria-valuemin={1} aria-valuemax={count} aria-valuenow={selected + 1}>
          <span className={styles.progressBar} style={{ width: `${((selected + 1) / count) * 100}%` }} />
        </div>
      )}
      {(showArrows || autoplayMs > 0) && (
        <div className={styles.carouselControls}>
          {showArrows && (
            <button type="button" className={styles.arrow} data-carousel="prev" onClick={() => api?.scrollPrev()} disabled={disabled || !canPrev} aria-label={t.previousSlide}>
              <span aria-hidden="true">‹</span>
            </button>
          )}
          {autoplayMs > 0 && count > 1 && !reducedMotion && (
            <button type="button" className={styles.arrow} data-carousel="pause" onClick={() => setPaused((p) => !p)} aria-label={paused ? t.play : t.pause}>
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          )}
          {showArrows && (
            <button type="button" className={styles.arrow} data-carousel="next" onClick={() => api?.scrollNext()} disabled={disabled || !canNext} aria-label={t.nextSlide}>
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
      )}
      {showDots && count > 1 && (
        <div className={styles.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={index === selected ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-label={t.goToSlide(index + 1)}
              aria-current={index === selected ? 'true' : undefined}
              data-carousel="dot"
              onClick={() => api?.scrollTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
