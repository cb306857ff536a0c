import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { branchImageMessages, type BranchImageBody, type BranchSlug } from '@rufbereit/shared';
import { heroImageSources, NARROW_MEDIA } from './image-sources';
import { useBranchImage } from './use-branch-image';

interface BranchHeroImageProps {
  branch: BranchSlug;
  /** Used when the stored image has no alt text. */
  fallbackAlt: string;
  /** Above the fold: loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** The 4:3 box every state is drawn in: the page never shifts when the image arrives or fails. */
const boxClass = 'relative aspect-[4/3] w-full overflow-hidden rounded-2xl';

function Skeleton() {
  return (
    <div aria-busy="true" className={clsx(boxClass, 'animate-pulse bg-slate-200 motion-reduce:animate-none')}>
      <span className="sr-only">Bild wird geladen …</span>
    </div>
  );
}

function ErrorBox({ message }: { message: string }) {
  return (
    <div className={clsx(boxClass, 'flex flex-col items-center justify-center gap-3 border border-slate-200 bg-slate-100 p-6 text-center')}>
      <ImageOff aria-hidden="true" className="size-10 text-slate-500" />
      {/* The catalogue's messages are English (spec 001 §8); lang lets screen readers say them right. */}
      <p lang="en" className="text-sm font-medium text-slate-700">
        {message}
      </p>
    </div>
  );
}

function LoadedImage({ image, fallbackAlt, priority }: { image: BranchImageBody; fallbackAlt: string; priority: boolean }) {
  const [phase, setPhase] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (phase === 'failed') return <ErrorBox message={branchImageMessages.imageFailed} />;
  const sources = heroImageSources(image);
  return (
    <div aria-busy={phase === 'loading' ? true : undefined} className={clsx(boxClass, 'bg-slate-200', phase === 'loading' && 'animate-pulse motion-reduce:animate-none')}>
      <picture>
        <source media={NARROW_MEDIA} srcSet={sources.narrowSrcSet} />
        <img
          src={sources.fallbackSrc}
          srcSet={sources.wideSrcSet}
          width={image.image_width}
          height={image.image_height}
          alt={image.alt_text || fallbackAlt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setPhase('loaded')}
          onError={() => setPhase('failed')}
          className={clsx(
            'size-full object-cover transition-opacity duration-300 motion-reduce:transition-none',
            phase === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      </picture>
    </div>
  );
}

/**
 * Hero image of an industry page (spec 001 §2): loaded per branch from the API, 4:3, with a loading
 * skeleton, the image, or a placeholder box with the catalogue's message.
 */
export function BranchHeroImage({ branch, fallbackAlt, priority = false, className }: BranchHeroImageProps) {
  const state = useBranchImage(branch);
  return (
    <div className={className} data-hero-image-state={state.status}>
      {state.status === 'loading' && <Skeleton />}
      {state.status === 'error' && <ErrorBox message={state.message} />}
      {/* key: a new image for the same box starts in its own loading phase. */}
      {state.status === 'ready' && <LoadedImage key={state.image.image_url} image={state.image} fallbackAlt={fallbackAlt} priority={priority} />}
    </div>
  );
}
