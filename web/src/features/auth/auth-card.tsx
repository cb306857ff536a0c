import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

/** The centred card every sign-in step sits in; its heading takes focus when the step changes. */
export function AuthCard({ title, headingRef, children }: { title: string; headingRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
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
