/**
 * The carousel (SPEC §9, issue 47), on the server's markup (ui/carousel.tsx): arrows, dots and a
 * progress bar move the slides; autoplay pauses on hover and focus, with the pause button, and never
 * runs with reduced motion; a swipe moves one slide. No library: the slides' row moves by a transform.
 */
interface CarouselProps {
  autoplayMs: number;
  speedMs: number;
  loop: boolean;
  play: string;
  pause: string;
  classes: { viewport: string; container: string; dotActive: string; progressBar: string };
}

export function mount(section: HTMLElement, props: unknown): void {
  const { autoplayMs, speedMs, loop, play, pause, classes } = props as CarouselProps;
  const viewport = section.querySelector<HTMLElement>(`.${classes.viewport}`);
  const row = viewport?.querySelector<HTMLElement>(`.${classes.container}`);
  if (!viewport || !row) return;
  const slides = [...row.children] as HTMLElement[];
  const count = slides.length;
  const button = (name: string) => section.querySelector<HTMLButtonElement>(`[data-carousel="${name}"]`);
  const prev = button('prev');
  const next = button('next');
  const pauseButton = button('pause');
  const dots = [...section.querySelectorAll<HTMLButtonElement>('[data-carousel="dot"]')];
  const progress = section.querySelector<HTMLElement>('[role="progressbar"]');
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  let selected = 0;
  let paused = false;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const perView = () => Math.max(1, Math.round(viewport.clientWidth / (slides[0]?.offsetWidth || viewport.clientWidth || 1)));
  const last = () => Math.max(0, count - perView());
  const canMove = count > 1;
  const show = (index: number, animate = true) => {
    selected = Math.min(Math.max(index, 0), last());
    row.style.transition = animate && !reduced?.matches ? `transform ${speedMs}ms ease` : '';
    row.style.transform = selected === 0 ? '' : `translateX(${-(slides[selected]?.offsetLeft ?? 0) + (slides[0]?.offsetLeft ?? 0)}px)`;
    if (prev) prev.disabled = !canMove || (!loop && selected === 0);
    if (next) next.disabled = !canMove || (!loop && selected >= last());
    dots.forEach((dot, n) => {
      dot.classList.toggle(classes.dotActive, n === selected);
      if (n === selected) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    if (progress) {
      progress.setAttribute('aria-valuenow', String(selected + 1));
      const bar = progress.querySelector<HTMLElement>(`.${classes.progressBar}`);
      if (bar) bar.style.width = `${((selected + 1) / count) * 100}%`;
    }
  };
  const forward = () => show(selected >= last() ? (loop ? 0 : selected) : selected + 1);
  const back = () => show(selected <= 0 ? (loop ? last() : 0) : selected - 1);

  const autoplay = () => {
    const playing = autoplayMs > 0 && canMove && !paused && !hovered && !focused && !reduced?.matches;
    row.setAttribute('aria-live', playing ? 'off' : 'polite');
    if (playing && timer === undefined) timer = window.setInterval(forward, autoplayMs);
    if (!playing && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
    if (pauseButton) {
      pauseButton.hidden = Boolean(reduced?.matches);
      pauseButton.setAttribute('aria-label', paused ? play : pause);
      const sign = pauseButton.querySelector('span');
      if (sign) sign.textContent = paused ? '▶' : '❚❚';
    }
  };

  prev?.addEventListener('click', back);
  next?.addEventListener('click', forward);
  dots.forEach((dot, n) => dot.addEventListener('click', () => show(n)));
  pauseButton?.addEventListener('click', () => {
    paused = !paused;
    autoplay();
  });
  section.addEventListener('mouseenter', () => {
    hovered = true;
    autoplay();
  });
  section.addEventListener('mouseleave', () => {
    hovered = false;
    autoplay();
  });
  section.addEventListener('focusin', () => {
    focused = true;
    autoplay();
  });
  section.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && section.contains(event.relatedTarget)) return;
    focused = false;
    autoplay();
  });
  reduced?.addEventListener?.('change', autoplay);
  // A swipe of more than 40 px moves one slide.
  let startX: number | null = null;
  viewport.addEventListener('pointerdown', (event) => (startX = event.clientX), { passive: true });
  viewport.addEventListener(
    'pointerup',
    (event) => {
      if (startX === null) return;
      const moved = event.clientX - startX;
      startX = null;
      if (Math.abs(moved) > 40) (moved < 0 ? forward : back)();
    },
    { passive: true },
  );
  window.addEventListener('resize', () => show(selected, false));
  show(0, false);
  autoplay();
}
