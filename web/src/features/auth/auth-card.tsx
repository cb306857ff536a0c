import type { ButtonHTMLAttributes, FocusEvent, ReactNode, Ref } from 'react';

/** A field or button got focus (not the heading, which each step focuses by itself). */
const isControl = (event: FocusEvent): boolean => ['INPUT', 'BUTTON', 'TEXTAREA', 'SELECT'].includes((event.target as HTMLElement).tagName);

/**
 * The centred card every sign-in step sits in; its heading takes focus when the step changes.
 * `onFirstUse` runs on a touch inside the card or the focus of one of its fields or buttons (to fetch the sign-in code ahead of the submit).
 */
export function AuthCard({
  title,
  headingRef,
  onFirstUse,
  children,
}: {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onFirstUse?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16" onFocusCapture={(event) => isControl(event) && onFirstUse?.()} onPointerDownCapture={onFirstUse}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 ref={headingRef} tabIndex={-1} className="mb-4 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

/** A text-style button for switching modes inside the card (not a navigation, so not a link). */
export function LinkButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className ?? ''}`}
      {...props}
    />
  );
}
