import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/** Centred content column used by every section. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...rest} />;
}
