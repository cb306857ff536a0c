import { useEffect, useRef } from 'react';
import { drawWaves } from './wave-drawing';
import { whenIdle } from '../../lib/when-idle';

/** ~20 frames per second is plenty for slow waves and a third of the work of a 60 Hz loop. */
const FRAME_INTERVAL_MS = 50;
/** Longest step of animation time per frame, so a resumed loop does not jump. */
const MAX_FRAME_STEP_S = 0.1;
/**
 * The canvas covers the whole hero (on a phone ~400 × 1200 CSS px). Every frame its pixels are
 * drawn and handed to the compositor on the main thread; at the phone's own 2–3× density that was
 * up to 30 ms a frame. Soft background waves look the same at 1×, with a third to a ninth of the pixels.
 */
const MAX_PIXEL_RATIO = 1;

/**
 * Runs the wave animation on `canvas` and returns the cleanup. It animates only while all of these
 * hold: the visitor does not prefer reduced motion (changes are followed), the tab is visible and the
 * canvas is on screen. Under reduced motion one still frame is drawn instead.
 */
function runHeroAnimation(canvas: HTMLCanvasElement): () => void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return () => undefined;

  const motionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
  let reducedMotion = motionQuery.matches;
  let onScreen = true;
  let frameId = 0;
  let lastFrame = 0;
  let seconds = 0;
  let pixelRatio = 1;

  const draw = () => drawWaves(ctx, canvas.width, canvas.height, seconds, pixelRatio);

  const tick = (now: number) => {
    frameId = requestAnimationFrame(tick);
    const elapsed = now - lastFrame;
    if (lastFrame !== 0 && elapsed < FRAME_INTERVAL_MS) return;
    if (lastFrame !== 0) seconds += Math.min(elapsed / 1000, MAX_FRAME_STEP_S);
    lastFrame = now;
    draw();
  };

  const update = () => {
    const shouldRun = !reducedMotion && onScreen && document.visibilityState === 'visible';
    if (shouldRun && frameId === 0) {
      lastFrame = 0;
      frameId = requestAnimationFrame(tick);
    } else if (!shouldRun && frameId !== 0) {
      cancelAnimationFrame(frameId);
      frameId = 0;
    }
    if (!shouldRun) draw(); // keep a still picture (e.g. after a resize or a switch to reduced motion)
  };

  const resize = () => {
    pixelRatio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    canvas.width = Math.max(1, Math.round(canvas.clientWidth * pixelRatio));
    canvas.height = Math.max(1, Math.round(canvas.clientHeight * pixelRatio));
    draw();
  };

  const onMotionChange = (event: MediaQueryListEvent) => {
    reducedMotion = event.matches;
    update();
  };

  const intersection = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  const resizeObserver = new ResizeObserver(resize);

  resize();
  motionQuery.addEventListener('change', onMotionChange);
  document.addEventListener('visibilitychange', update);
  intersection.observe(canvas);
  resizeObserver.observe(canvas);
  canvas.dataset.ready = 'true';
  update();

  return () => {
    cancelAnimationFrame(frameId);
    frameId = 0;
    motionQuery.removeEventListener('change', onMotionChange);
    document.removeEventListener('visibilitychange', update);
    intersection.disconnect();
    resizeObserver.disconnect();
  };
}

/**
 * Decorative animated background of the hero. Not in the prerendered picture (an empty canvas is
 * transparent) and started only after the page is idle; hidden from assistive technology.
 */
export function HeroCanvas({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      if (canvasRef.current) stop = runHeroAnimation(canvasRef.current);
    });
    return () => {
      cancelIdle();
      stop?.();
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      className={`pointer-events-none opacity-0 transition-opacity duration-1000 data-[ready=true]:opacity-100 ${className ?? ''}`}
    />
  );
}
