/**
 * Drawing of the hero background: a few slow, overlapping sound waves (the product is a phone
 * assistant). Pure canvas code without React so the lifecycle in hero-canvas.tsx stays readable.
 */

interface Wave {
  amplitude: number; // share of the canvas height
  wavelength: number; // share of the canvas width
  speed: number; // radians per second
  offset: number;
  alpha: number;
}

const WAVES: readonly Wave[] = [
  { amplitude: 0.09, wavelength: 0.9, speed: 0.6, offset: 0, alpha: 0.28 },
  { amplitude: 0.13, wavelength: 1.3, speed: 0.4, offset: 1.7, alpha: 0.2 },
  { amplitude: 0.07, wavelength: 0.6, speed: 0.8, offset: 3.1, alpha: 0.16 },
  { amplitude: 0.16, wavelength: 1.8, speed: 0.3, offset: 4.4, alpha: 0.12 },
];

/** Horizontal distance between two computed points, in CSS pixels: smooth enough, cheap to draw. */
const STEP_PX = 8;
/** Brand blue (--color-brand-600) as RGB, for strokes with varying alpha. */
const STROKE_RGB = '37, 99, 235';

/** Draws one frame at `seconds` of animation time onto a canvas of `width` × `height` device pixels. */
export function drawWaves(ctx: CanvasRenderingContext2D, width: number, height: number, seconds: number, pixelRatio: number): void {
  ctx.clearRect(0, 0, width, height);
  const baseline = height * 0.7;
  const step = STEP_PX * pixelRatio;
  ctx.lineWidth = 2 * pixelRatio;
  for (const wave of WAVES) {
    const k = (2 * Math.PI) / (wave.wavelength * width);
    const phase = wave.offset + seconds * wave.speed;
    // A slow "breathing" of the amplitude makes the waves feel like a voice, not a metronome.
    const amplitude = wave.amplitude * height * (0.75 + 0.25 * Math.sin(seconds * 0.5 + wave.offset));
    ctx.strokeStyle = `rgba(${STROKE_RGB}, ${wave.alpha})`;
    ctx.beginPath();
    for (let x = 0; x <= width + step; x += step) {
      // Fade the waves out towards the left, where the text sits.
      const envelope = 0.35 + 0.65 * (x / width);
      const y = baseline + Math.sin(x * k + phase) * amplitude * envelope;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
}
