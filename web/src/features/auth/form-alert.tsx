import { authTexts as t } from '../../content/texts/auth';
/** The one error line of a sign-in form, announced to screen readers as it appears. */
export function FormAlert({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div id={id} role="alert" aria-live="assertive" className="min-h-6 text-sm font-medium text-red-700">
      {message}
    </div>
  );
}

/** A button that reads as disabled (aria-disabled) but stays focusable, so activating it can explain what is missing. */
export const softDisabled = (disabled: boolean) => ({ 'aria-disabled': disabled ? (true as const) : undefined });

export const busyLabel = t.busy;
