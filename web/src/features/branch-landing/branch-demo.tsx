import { PhoneCall } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import type { BranchContent } from '../../content/branches';
import { contentIcons } from '../../content/icon-map';
import { AudioPlayer } from '../../components/audio-player';
import { isoDuration } from './iso-duration';
import { revealItem, useReveal } from './use-reveal';

type Demo = NonNullable<BranchContent['demo']>;

/**
 * Listen to (and on the veterinary page: call) the assistant: the sample recording in the site's
 * audio player, the test number as a tel: link, and a link to the contact form.
 */
export function BranchDemo({ demo }: { demo: Demo }) {
  const { ref, phase } = useReveal<HTMLDivElement>();
  const { track, phone, link } = demo;
  const TrackIcon = contentIcons[track.icon];
  const cards = revealItem(phase, 0);
  const player = revealItem(phase, 1);
  return (
    <section id="demo" aria-labelledby="demo-heading" className="py-16 sm:py-20">
      <Container className="max-w-5xl">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-700">Demo</p>
          <h2 id="demo-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {demo.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{demo.intro}</p>
        </div>
        <div ref={ref} className={phone || link ? 'grid gap-6 lg:grid-cols-[2fr_3fr]' : ''}>
          {(phone || link) && (
            <div className={`flex flex-col justify-center gap-5 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 ${cards.className}`} style={cards.style}>
              {phone && (
                <a
                  href={phone.href}
                  className="group flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white group-hover:bg-brand-800">
                    <PhoneCall aria-hidden="true" className="size-6" />
                  </span>
                  <span className="flex flex-col">
                    <span className="text-sm font-semibold text-brand-800">{phone.label}</span>
                    <span className="text-2xl font-bold tracking-wide text-slate-900 tabular-nums">{phone.display}</span>
                  </span>
                </a>
              )}
              {link && (
                <Link to={link.href} className={buttonClasses('primary', 'md')}>
                  {link.label}
                </Link>
              )}
            </div>
          )}
          <article aria-labelledby="demo-track-title" className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${player.className}`} style={player.style}>
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <TrackIcon aria-hidden="true" className="size-6" />
              </span>
              <h3 id="demo-track-title" className="text-xl font-semibold text-slate-900">
                {track.title}
              </h3>
            </div>
            <p className="mt-3 text-slate-700">{track.description}</p>
            <p className="mt-2 text-sm text-slate-600">
              Dauer: <time dateTime={isoDuration(track.duration)}>{track.duration}</time>
            </p>
            <AudioPlayer id={track.id} src={track.audioUrl} title={track.title} className="mt-4" />
          </article>
        </div>
      </Container>
    </section>
  );
}
