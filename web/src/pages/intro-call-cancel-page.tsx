import '../lib/zod-jitless';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CalendarX } from 'lucide-react';
import { introCallCancelSchema, introCallMessages as m, introCallSlotLabel } from '@rufbereit/shared';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { cancelIntroCallBooking } from '../features/contact-form/api';
import type { PageProps } from './page-props';
import { useIsClient } from '../hooks/use-is-client';

type State = { kind: 'asking' } | { kind: 'cancelling' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * /kennenlerngespraech/absagen?termin=…&code=… — the cancel link of the intro call confirmation
 * mail. Nothing happens on opening the link (mail scanners open links); the visitor confirms.
 */
export default function IntroCallCancelPage(_props: PageProps) {
  const [params] = useSearchParams();
  // The prerendered page knows no link parameters; only the browser does.
  const isClient = useIsClient();
  const [state, setState] = useState<State>({ kind: 'asking' });
  const link = introCallCancelSchema.safeParse({ slot: params.get('termin') ?? '', code: params.get('code') ?? '' });

  let body;
  if (!isClient) body = null;
  else if (!link.success) body = <p className="mt-6 text-lg text-slate-800">{m.cancelInvalidLink}</p>;
  else {
    const when = introCallSlotLabel(link.data.slot);
    body =
      state.kind === 'done' ? (
        <p role="status" className="mt-6 text-lg font-semibold text-slate-900">
          {m.cancelled(when)}
        </p>
      ) : (
        <>
          <p className="mt-6 text-lg text-slate-800">{m.cancelQuestion(when)}</p>
          {state.kind === 'failed' && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
              {state.message}
            </p>
          )}
          <Button
            className="mt-6"
            disabled={state.kind === 'cancelling'}
            onClick={async () => {
              setState({ kind: 'cancelling' });
              const result = await cancelIntroCallBooking(link.data.slot, link.data.code);
              setState(result.ok ? { kind: 'done' } : { kind: 'failed', message: result.message });
            }}
          >
            <CalendarX aria-hidden="true" className="size-4" />
            {state.kind === 'cancelling' ? m.cancelling : m.cancelButton}
          </Button>
        </>
      );
  }

  // Heading and explanation hold for every visitor, so they are in the prerendered HTML and the
  // explanation (the larger block) is the page's largest element from the first paint; what depends
  // on the link arrives after hydration, smaller, into reserved space that keeps the footer in place
  // (the question and its button on a 360 px phone; flow-root keeps the first child's top margin
  // inside the box instead of moving the box).
  return (
    <Container className="py-20">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.cancelHeading}</h1>
        <p className="mt-6 text-lg text-slate-700">{m.cancelIntro}</p>
        <div className="flow-root min-h-56">{body}</div>
      </div>
    </Container>
  );
}
