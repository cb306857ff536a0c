import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { branchImageMessages, type BranchImageBody, type BranchSlug } from '@rufbereit/shared';
import { useBuildData } from '../../lib/build-data';
import { heroImageSources, NARROW_MEDIA } from './image-sources';
import { useBranchImage } from './use-branch-image';
import { uiTexts } from '../../content/texts/ui';

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
      <span className="sr-only">{uiTexts.imageLoading}</span>
    </div>
  );
}

function ErrorBox({ message }: { message: string }) {
  return (
    <div className={clsx(boxClass, 'flex flex-col items-center justify-center gap-3 border border-slate-200 bg-slate-100 p-6 text-center')}>
      <ImageOff aria-hidden="true" className="size-10 text-slate-500" />
      {/* The catalogue's messages are English (spec: error catalogue); lang lets screen readers say them right. */}
      <p lang="en" className="text-sm font-medium text-slate-700">
        {message}
      </p>
    </div>
  );
}

function LoadedImage({ image, fallbackAlt, priority, prerendered }: { image: BranchImageBody; fallbackAlt: string; priority: boolean; prerendered: boolean }) {
  // A prerendered image is visible from the first paint (it may have loaded before hydration, when
  // React would never see its load event); one that arrives later fades in once loaded.
  const [phase, setPhase] = useState<'loading' | 'loaded' | 'failed'>(prerendered ? 'loaded' : 'loading');
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
 * Hero image of an industry page (spec: screens): 4:3, the image, a loading skeleton or a placeholder
 * box with the catalogue's message. The prerendered page already holds the image chosen from the seed
 * (with its srcset); the API's choice, asked after hydration, replaces it when it differs.
 */
export function BranchHeroImage({ branch, fallbackAlt, priority = false, className }: BranchHeroImageProps) {
  const { value: prerendered, script } = useBuildData(`hero-image:${branch}`, (data) => data.heroImages?.[branch]);
  const state = useBranchImage(branch, prerendered);
  return (
    <div className={className} data-hero-image-state={state.status}>
      {state.status === 'loading' && <Skeleton />}
      {state.status === 'error' && <ErrorBox message={state.message} />}
      {/* key: a new image for the same box starts in its own loading phase. */}
      {state.status === 'ready' && <LoadedImage key={state.image.image_url} image={state.image} fallbackAlt={fallbackAlt} priority={priority} prerendered={state.image === prerendered} />}
      {script}
    </div>
  );
}
