import { clsx } from 'clsx';
import { workspaceTexts } from '../../content/texts/workspace';

interface AccountMenuProps {
  email: string;
  onSignOut: () => void;
  /** `bar`: in one line beside the brand (from 768 px); `menu`: stacked in the phone menu. */
  variant: 'bar' | 'menu';
}

/**
 * Who is signed in and 'Abmelden'. A long address is cut with an ellipsis instead of widening the
 * page; the whole address stays in its title (pointer) and in the accessible text.
 */
export function AccountMenu({ email, onSignOut, variant }: AccountMenuProps) {
  const bar = variant === 'bar';
  return (
    <div className={clsx('flex min-w-0 text-sm', bar ? 'items-center gap-3' : 'flex-col items-stretch gap-3')}>
      <p className={clsx('flex min-w-0 gap-1 text-slate-700', bar && 'items-baseline')}>
        <span className="shrink-0">{workspaceTexts.signedInAs}</span>
        <strong data-testid="signed-in-email" title={email} className={clsx('min-w-0 truncate text-slate-900', bar && 'max-w-[18rem]')}>
          {email}
        </strong>
      </p>
      <button
        type="button"
        onClick={onSignOut}
        className="shrink-0 rounded-md border border-slate-400 bg-white px-3 py-1.5 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {workspaceTexts.signOut}
      </button>
    </div>
  );
}
