import Bot from 'lucide-react/icons/bot';
import User from 'lucide-react/icons/user';
import { useRef } from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { useIsOnScreen } from '../../hooks/use-is-on-screen';
import { demoChat } from '../../content/landing/demo-chat';
import { useTypewriter } from './use-typewriter';

/**
 * Live demo chat: the caller asks for free appointments, the assistant's answer types itself out
 * and starts over every 10 s. Assistive technology never sees the typing: the animated text is
 * aria-hidden and a visually hidden copy holds the final answer (a polite live region that does
 * not change while typing, so nothing is announced character by character). The invisible full
 * text underneath reserves the bubble's final height, so typing never shifts the layout.
 */
export function DemoChat() {
  const reducedMotion = usePrefersReducedMotion();
  const figure = useRef<HTMLElement>(null);
  // Type only while the chat is on screen: no timers (and no main-thread work) for a chat nobody sees.
  const onScreen = useIsOnScreen(figure);
  const { shown, complete } = useTypewriter(demoChat.assistantMessage, { disabled: reducedMotion || !onScreen });

  return (
    <figure ref={figure} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg" aria-labelledby="demo-chat-title">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-5 py-3">
        <span id="demo-chat-title" className="font-semibold text-slate-900">
          {demoChat.title}
        </span>
        <span className="inline-flex items-center gap-2 rounded-full bg-green-100 px-3 py-0.5 text-xs font-semibold text-green-800">
          <span aria-hidden="true" className="size-2 rounded-full bg-green-600 motion-safe:animate-pulse" />
          {demoChat.badge}
        </span>
      </figcaption>
      <ol className="space-y-4 p-5">
        <li className="flex items-start justify-end gap-3">
          <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-slate-100 px-4 py-3 text-slate-900">
            <p className="text-xs font-semibold text-slate-600">{demoChat.callerLabel}</p>
            <p>{demoChat.callerMessage}</p>
          </div>
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-200 text-slate-700">
            <User className="size-5" />
          </span>
        </li>
        <li className="flex items-start gap-3">
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
            <Bot className="size-5" />
          </span>
          <div className="max-w-[85%] rounded-2xl rounded-tl-sm bg-brand-700 px-4 py-3 text-white">
            <p className="text-xs font-semibold text-brand-100">{demoChat.assistantLabel}</p>
            <div className="grid" aria-hidden="true">
              <p className="invisible col-start-1 row-start-1">{demoChat.assistantMessage}</p>
              <p className="col-start-1 row-start-1">
                <span data-testid="demo-chat-answer">{shown}</span>
                {!complete && <span className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 bg-white motion-safe:animate-pulse" />}
              </p>
            </div>
            <p className="sr-only" aria-live="polite">
              {demoChat.assistantMessage}
            </p>
          </div>
        </li>
      </ol>
    </figure>
  );
}
