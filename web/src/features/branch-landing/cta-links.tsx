import { Link } from 'react-router-dom';
import { buttonClasses, type ButtonVariant } from '../../components/ui/button';
import type { CallToAction } from '../../content/types';

interface CtaLinksProps {
  cta: CallToAction;
  /** Button looks on a light (default) or a dark, brand-coloured background. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The two calls to action of an industry page: free trial and demo booking (both /kostenlos-testen). */
export function CtaLinks({ cta, tone = 'light', className }: CtaLinksProps) {
  const primary: ButtonVariant = tone === 'dark' ? 'inverse' : 'primary';
  const secondary = tone === 'dark' ? 'border border-white/70 text-white hover:bg-white/10' : undefined;
  return (
    <div className={className ?? 'flex flex-col gap-3 sm:flex-row'}>
      <Link to={cta.primaryHref} className={buttonClasses(primary, 'lg')}>
        {cta.primaryLabel}
      </Link>
      <Link to={cta.secondaryHref} className={secondary ? buttonClasses('ghost', 'lg', secondary) : buttonClasses('outline', 'lg')}>
        {cta.secondaryLabel}
      </Link>
    </div>
  );
}
