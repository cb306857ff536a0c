import { useState, type FocusEventHandler, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import { HONEYPOT_FIELD, spamMessages } from '@rufbereit/shared';
import { FormGuard } from './form-guard';

/** One guard per form instance (its solution belongs to this form). */
export function useFormGuard(): FormGuard {
  const [guard] = useState(() => new FormGuard());
  return guard;
}

/** Spread on the <form>: its first focus, pointer or key press starts solving the challenge. */
export const guardedFormProps = (
  guard: FormGuard,
): { onFocusCapture: FocusEventHandler<HTMLFormElement>; onPointerDownCapture: PointerEventHandler<HTMLFormElement>; onKeyDownCapture: KeyboardEventHandler<HTMLFormElement> } => ({
  onFocusCapture: guard.prime,
  onPointerDownCapture: guard.prime,
  onKeyDownCapture: guard.prime,
});

/**
 * The honeypot: off screen, hidden from assistive technology and out of the tab order, so only a bot
 * that fills every field fills it. Uncontrolled: the guard reads it on submit.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label>
        {spamMessages.honeypotLabel}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
