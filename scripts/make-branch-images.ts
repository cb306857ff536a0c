/**
 * Generates the local seed of the industry hero images: per branch three abstract illustrations
 * (gradient, soft circles, sound-wave bars and the branch's lucide icon; no text) as JPEG files in
 * infra/local/seed/media/images/branches/, and the matching DynamoDB seed items in
 * infra/local/seed/dynamodb/branch_image_configs.json and branch_images.json.
 *
 * Per branch the sizes and scores exercise the selection rule of GET /api/branch-images/{branch}:
 *   -1  1600x1200  fits the 800x600 minimum   the winner
 *   -2  1024x768   fits                        lower score
 *   -3   640x480   below the minimum           the HIGHEST score, so only the size rule excludes it
 *
 * Run: npx tsx scripts/make-branch-images.ts  (deterministic: same input, same files)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import {
  Bone,
  Brush,
  Dog,
  Droplets,
  Gem,
  Hand,
  Leaf,
  PawPrint,
  PenTool,
  PersonStanding,
  Scissors,
  Smile,
  Sparkles,
  Sprout,
  Stethoscope,
  Dumbbell,
  type LucideIcon,
} from 'lucide-react';
import { branches, type BranchImageConfigRecord, type BranchImageRecord, type BranchSlug } from '@rufbereit/shared';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** Seed files under infra/local/seed/media/ become media-bucket objects served at /media/{same path}. */
const imageDir = path.join(repoRoot, 'infra/local/seed/media/images/branches');
const tableSeedDir = path.join(repoRoot, 'infra/local/seed/dynamodb');
const urlFor = (file: string): string => `/media/images/branches/${file}`;

const MIN_SIZE = { min_width: 800, min_height: 600 } as const;
const JPEG_QUALITY = 80;

interface Palette {
  /** Gradient from → to (top left → bottom right), and an accent for the circles. */
  from: string;
  to: string;
  accent: string;
  /** German colour words for the alt text. */
  words: string;
}

interface Motif {
  icon: LucideIcon;
  /** What the icon shows, for the alt text ("eine Schere"). */
  shows: string;
  palette: Palette;
}

const palettes = {
  ocean: { from: '#1e3a8a', to: '#0ea5e9', accent: '#7dd3fc', words: 'Dunkelblau und Himmelblau' },
  violet: { from: '#4c1d95', to: '#db2777', accent: '#f9a8d4', words: 'Violett und Pink' },
  forest: { from: '#14532d', to: '#22c55e', accent: '#bbf7d0', words: 'Tannengrün und Hellgrün' },
  sunset: { from: '#9a3412', to: '#f59e0b', accent: '#fde68a', words: 'Rostrot und Bernstein' },
  teal: { from: '#134e4a', to: '#14b8a6', accent: '#99f6e4', words: 'Petrol und Türkis' },
  slate: { from: '#0f172a', to: '#6366f1', accent: '#c7d2fe', words: 'Nachtblau und Indigo' },
  rose: { from: '#881337', to: '#fb7185', accent: '#fecdd3', words: 'Weinrot und Rosé' },
  sky: { from: '#1d4ed8', to: '#22d3ee', accent: '#cffafe', words: 'Königsblau und Cyan' },
} as const satisfies Record<string, Palette>;

const motifs: Record<BranchSlug, Motif> = {
  friseursalons: { icon: Scissors, shows: 'eine Schere', palette: palettes.violet },
  'beauty-salons': { icon: Sparkles, shows: 'funkelnde Sterne', palette: palettes.rose },
  'wellness-zentren': { icon: Leaf, shows: 'ein Blatt', palette: palettes.forest },
  massagepraxen: { icon: Hand, shows: 'eine offene Hand', palette: palettes.sunset },
  kosmetikstudios: { icon: Brush, shows: 'ein Pinsel', palette: palettes.rose },
  'tattoo-studios': { icon: PenTool, shows: 'eine Zeichenfeder', palette: palettes.slate },
  physiotherapiepraxen: { icon: PersonStanding, shows: 'eine aufrecht stehende Person', palette: palettes.teal },
  'medizinische-einrichtungen': { icon: Stethoscope, shows: 'ein Stethoskop', palette: palettes.ocean },
  'spa-einrichtungen': { icon: Droplets, shows: 'Wassertropfen', palette: palettes.sky },
  'aesthetische-kliniken': { icon: Gem, shows: 'ein Edelstein', palette: palettes.violet },
  'akupunktur-praxen': { icon: Sprout, shows: 'ein Keimling', palette: palettes.forest },
  rehabilitationszentren: { icon: Dumbbell, shows: 'eine Hantel', palette: palettes.teal },
  chiropraktiker: { icon: Bone, shows: 'ein Knochen', palette: palettes.slate },
  tierpflege: { icon: Dog, shows: 'ein Hund', palette: palettes.sunset },
  tierarztpraxen: { icon: PawPrint, shows: 'ein Pfotenabdruck', palette: palettes.ocean },
  zahnarztpraxen: { icon: Smile, shows: 'ein lächelndes Gesicht', palette: palettes.sky },
};

interface Variant {
  n: number;
  width: number;
  height: number;
  /** Score before the small per-branch offset. */
  score: number;
}

const variants: readonly Variant[] = [
  { n: 1, width: 1600, height: 1200, score: 0.86 },
  { n: 2, width: 1024, height: 768, score: 0.72 },
  { n: 3, width: 640, height: 480, score: 0.94 },
];

/** A tiny deterministic generator, so the layout differs per branch and variant but never per run. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** The icon as SVG markup at `size` px, placed at (x, y) inside the 1600x1200 artboard. */
function iconSvg(icon: LucideIcon, x: number, y: number, size: number): string {
  const markup = renderToStaticMarkup(createElement(icon, { size, color: '#ffffff', strokeWidth: 1.5, absoluteStrokeWidth: false }));
  return markup.replace('<svg ', `<svg x="${x}" y="${y}" `);
}

/** Drawn on a 1600x1200 artboard and scaled to the variant's size, so every variant has the same composition. */
function illustration(slug: BranchSlug, variant: Variant): string {
  const { icon, palette } = motifs[slug];
  const rnd = random(`${slug}-${variant.n}`);
  const angle = Math.round(rnd() * 60);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = 140 + rnd() * 260;
    const cx = rnd() * 1600;
    const cy = rnd() * 1200;
    const opacity = (0.1 + rnd() * 0.18).toFixed(2);
    const fill = i % 2 === 0 ? palette.accent : '#ffffff';
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" opacity="${opacity}" />`;
  }).join('');
  // Sound-wave bars: the telephone assistant "speaking", mirrored around the centre line.
  const bars = Array.from({ length: 15 }, (_, i) => {
    const height = 60 + Math.abs(Math.sin((i + rnd() * 2) * 0.9)) * 300;
    const x = 900 + i * 42;
    return `<rect x="${x}" y="${(900 - height / 2).toFixed(0)}" width="22" height="${height.toFixed(0)}" rx="11" fill="#ffffff" opacity="${(0.35 + (i % 3) * 0.15).toFixed(2)}" />`;
  }).join('');
  const iconCx = 560;
  const iconCy = 520;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${variant.width}" height="${variant.height}" viewBox="0 0 1600 1200">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${palette.from}" />
      <stop offset="1" stop-color="${palette.to}" />
    </linearGradient>
    <radialGradient id="glow" cx="0.35" cy="0.4" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28" />
      <stop offset="1" stop-color="#ffffff" stop-opacity="0" />
    </radialGradient>
  </defs>
  <rect width="1600" height="1200" fill="url(#bg)" />
  <rect width="1600" height="1200" fill="url(#glow)" />
  ${circles}
  <path d="M0 1010 C 300 930, 520 1090, 820 1010 S 1360 930, 1600 1000 L 1600 1200 L 0 1200 Z" fill="#ffffff" opacity="0.12" />
  <path d="M0 1080 C 360 1010, 640 1150, 960 1080 S 1420 1020, 1600 1070 L 1600 1200 L 0 1200 Z" fill="#ffffff" opacity="0.1" />
  <circle cx="${iconCx}" cy="${iconCy}" r="270" fill="#ffffff" opacity="0.16" />
  <circle cx="${iconCx}" cy="${iconCy}" r="270" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4" />
  ${iconSvg(icon, iconCx - 170, iconCy - 170, 340)}
  ${bars}
</svg>`;
}

const altText = (slug: BranchSlug): string => {
  const { shows, palette } = motifs[slug];
  return `Abstrakte Illustration: ${shows} in einem hellen Kreis vor einem Farbverlauf in ${palette.words}, daneben stilisierte Schallwellen`;
};

async function main(): Promise<void> {
  await mkdir(imageDir, { recursive: true });
  await mkdir(tableSeedDir, { recursive: true });
  const configs: BranchImageConfigRecord[] = [];
  const images: BranchImageRecord[] = [];
  let largest = 0;

  for (const [index, { slug }] of branches.entries()) {
    configs.push({ branch_id: slug, ...MIN_SIZE });
    // Small per-branch offset: scores differ between branches, the order within one never changes.
    const offset = (index % 4) * 0.01;
    for (const variant of variants) {
      const file = `${slug}-${variant.n}.jpg`;
      const jpeg = await sharp(Buffer.from(illustration(slug, variant)))
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: true, chromaSubsampling: '4:2:0' })
        .toBuffer();
      await writeFile(path.join(imageDir, file), jpeg);
      largest = Math.max(largest, jpeg.byteLength);
      images.push({
        branch_id: slug,
        image_id: `${slug}-${variant.n}`,
        image_url: urlFor(file),
        image_width: variant.width,
        image_height: variant.height,
        image_score: Number((variant.score + offset).toFixed(2)),
        alt_text: altText(slug),
      });
    }
  }

  const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
  await writeFile(path.join(tableSeedDir, 'branch_image_configs.json'), json(configs));
  await writeFile(path.join(tableSeedDir, 'branch_images.json'), json(images));
  console.log(`${images.length} images in ${path.relative(repoRoot, imageDir)} (largest ${(largest / 1024).toFixed(0)} KB), ${configs.length} configs`);
}

await main();
