import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { testAgentTypes, useSelectedAgent, type TestAgentIndex } from '../../state/selected-agent';
import { AgentSlide, type RequestLink } from './agent-slide';
import { testAgents, testAgentsContent, type AgentInfo } from '../../content/landing/test-agents';

/** Spec: limits: the carousel measures itself again 500 ms after start (fonts and lazy content settled). */
export const CAROUSEL_REINIT_DELAY_MS = 500;

const AGENT_COUNT = testAgentTypes.length;
const wrapIndex = (index: number): TestAgentIndex => (((index % AGENT_COUNT) + AGENT_COUNT) % AGENT_COUNT) as TestAgentIndex;

const roundButtonClass =
  'grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

interface TestAgentsCarouselProps {
  /** Where a visitor requests a demo number while the agents have none. */
  requestLink?: RequestLink;
  /** Extra content per slide, e.g. the sample recording on the free-trial page. */
  renderSlideExtra?: (agent: AgentInfo, index: number) => ReactNode;
}

/**
 * Carousel of the live-test assistants with one tab per type. It starts on and follows the shared
 * selected agent (the navigation's 'Demo testen' menu sets it) and writes the visitor's own choice
 * (tab, arrows, swipe) back to it. Slides other than the selected one are inert, so keyboard and
 * screen-reader users meet only the visible assistant.
 */
export function TestAgentsCarousel({
  requestLink = { href: testAgentsContent.requestHref, label: testAgentsContent.requestLabel },
  renderSlideExtra,
}: TestAgentsCarouselProps) {
  const { selectedAgent, selectAgent } = useSelectedAgent();
  // The first selection decides the prerendered position; later changes scroll the live carousel.
  const [initialIndex] = useState(selectedAgent);
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, startIndex: initialIndex });
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const idBase = useId();
  const tabId = (index: number) => `${idBase}-tab-${index}`;
  const panelId = (index: number) => `${idBase}-panel-${index}`;

  // Carousel → shared state: a swipe or drag selects that agent for the whole page.
  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => selectAgent(wrapIndex(emblaApi.selectedScrollSnap()));
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, selectAgent]);

  // Shared state → carousel: tabs, arrows and the navigation menu all just set the state.
  useEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== selectedAgent) emblaApi.scrollTo(selectedAgent);
  }, [emblaApi, selectedAgent]);

  useEffect(() => {
    if (!emblaApi) return undefined;
    // reInit() without options keeps the current slide (the hook's own reInit would reset it).
    const timer = setTimeout(() => emblaApi.reInit(), CAROUSEL_REINIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [emblaApi]);

  const selectAndFocus = (index: TestAgentIndex) => {
    selectAgent(index);
    tabRefs.current[index]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: AGENT_COUNT - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectAndFocus(wrapIndex(target));
  };

  return (
    <div role="region" aria-roledescription="Karussell" aria-label={testAgentsContent.carouselLabel}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div role="tablist" aria-label={testAgentsContent.tabsLabel} className="flex flex-wrap gap-2">
          {testAgentTypes.map(({ index, label }) => {
            const selected = index === selectedAgent;
            return (
              <button
                key={index}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={selected}
                aria-controls={panelId(index)}
                tabIndex={selected ? 0 : -1}
                onClick={() => selectAgent(index)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
                className={clsx(
                  'rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {label}
              </button>
            );
          })}
        </div>
        <div className="flex gap-2">
          <button type="button" className={roundButtonClass} aria-label={testAgentsContent.previous} onClick={() => selectAgent(wrapIndex(selectedAgent - 1))}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={roundButtonClass} aria-label={testAgentsContent.next} onClick={() => selectAgent(wrapIndex(selectedAgent + 1))}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <div ref={viewportRef} className="mt-6 overflow-hidden">
        {/* Before the script runs, this transform shows the selected slide, so hydration does not jump. */}
        <div className="flex touch-pan-y touch-pinch-zoom" style={{ transform: `translate3d(${-initialIndex * 100}%, 0, 0)` }}>
          {testAgents.map((agent, index) => (
            <div
              key={agent.type}
              id={panelId(index)}
              role="tabpanel"
              aria-labelledby={tabId(index)}
              aria-roledescription={testAgentsContent.slideLabel}
              inert={index !== selectedAgent}
              className="min-w-0 shrink-0 grow-0 basis-full px-1"
            >
              <AgentSlide agent={agent} requestLink={requestLink} extra={renderSlideExtra?.(agent, index)} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
