import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { clsx } from 'clsx';
import { ChevronDown, Menu, Phone, X } from 'lucide-react';
import { NAV_MENU_BREAKPOINT_PX, SCROLLED_NAV_THRESHOLD_PX, siteSettings } from '@rufbereit/shared';
import { Container } from '../components/ui/container';
import { buttonClasses } from '../components/ui/button';
import { scrollToSection, sectionHref } from '../lib/section-scroll';
import { testAgentTypes, useSelectedAgent, type TestAgentIndex } from '../state/selected-agent';
import { SectionLink } from '../components/section-link';
import { pagePath } from '../lib/page-path';
import { siteHeaderTexts } from '../content/site-shell';

const { sectionsBeforeDemo, sectionsAfterDemo } = siteHeaderTexts;

type Dropdown = 'demo' | null;

// Narrower padding below 1280 px, so the six entries, the phone and the button fit one line from 1024 px.
const navLinkClass =
  'whitespace-nowrap rounded-md px-2 py-2 xl:px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const mobileLinkClass =
  'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

interface DemoDropdownProps {
  id: string;
  open: boolean;
  onToggle: () => void;
  onSelect: (index: TestAgentIndex) => void;
  variant: 'desktop' | 'mobile';
}

/** Disclosure button with the three test agents; picking one selects it and scrolls to the carousel. */
function DemoDropdown({ id, open, onToggle, onSelect, variant }: DemoDropdownProps) {
  const desktop = variant === 'desktop';
  return (
    <div className={clsx(desktop && 'relative')} data-dropdown="demo">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className={clsx(desktop ? navLinkClass : mobileLinkClass, 'inline-flex w-full items-center gap-1')}
      >
        {siteHeaderTexts.demo}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className={clsx(
          desktop
            ? 'absolute left-0 top-full z-10 mt-1 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg'
            : 'ml-3 border-l border-slate-200 pl-2',
        )}
      >
        {testAgentTypes.map((agent) => (
          <li key={agent.index}>
            <button
              type="button"
              onClick={() => onSelect(agent.index)}
              className={clsx(desktop ? navLinkClass : mobileLinkClass, 'w-full text-left')}
            >
              {agent.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The phone link. `compact` shows only the icon from 1024 to 1279 px (the bar is full there); the
 * number stays its accessible name.
 */
function PhoneLink({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <a
      href={`tel:${siteSettings.phone}`}
      className={clsx(
        'inline-flex items-center gap-2 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand-800 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <Phone aria-hidden="true" className="size-4" />
      <span className="sr-only">Anrufen: </span>
      <span className={clsx(compact && 'lg:max-xl:sr-only')}>{siteSettings.phoneDisplay}</span>
    </a>
  );
}

/**
 * Fixed top navigation. Below 768 px every entry is in a menu behind a toggle button; from 768 px the
 * phone link and 'Kostenlos starten' are in the bar, and from 1024 px the section links too (German
 * labels need ~1,000 px on one line; docs/decisions/0007-web-layout-and-copy.md). The bar
 * becomes more opaque once the page scrolled past 20 px. Only one dropdown is open at a time.
 */
export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [dropdown, setDropdown] = useState<Dropdown>(null);
  const scrolled = useScrolledPast(SCROLLED_NAV_THRESHOLD_PX);
  const { selectAgent } = useSelectedAgent();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menuButton = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  const closeAll = useCallback(() => {
    setDropdown(null);
    setMobileOpen(false);
  }, []);

  const toggleDemo = () => setDropdown((d) => (d === 'demo' ? null : 'demo'));

  const pickAgent = (index: TestAgentIndex) => {
    selectAgent(index);
    closeAll();
    if (pathname !== pagePath('home') || !scrollToSection('test-agents')) navigate(sectionHref('test-agents'));
  };

  // Escape closes the open dropdown first, then the mobile menu (focus back on its button).
  useEffect(() => {
    if (!dropdown && !mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (dropdown) {
        setDropdown(null);
        // Both variants share the state; focus the toggle that is actually displayed.
        const toggles = headerRef.current?.querySelectorAll<HTMLButtonElement>('[aria-controls^="demo-menu"]') ?? [];
        [...toggles].find((t) => t.getClientRects().length > 0)?.focus();
      } else {
        setMobileOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dropdown, mobileOpen]);

  // A click outside an open dropdown closes it.
  useEffect(() => {
    if (!dropdown) return;
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Element | null;
      if (!target?.closest('[data-dropdown]')) setDropdown(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [dropdown]);

  // Growing past the breakpoint leaves no hidden-but-open mobile menu behind.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${NAV_MENU_BREAKPOINT_PX}px)`);
    const onChange = () => query.matches && setMobileOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <header
      ref={headerRef}
      className={clsx(
        'fixed inset-x-0 top-0 z-40 border-b backdrop-blur transition-[background-color,box-shadow] duration-300',
        scrolled || mobileOpen ? 'border-slate-200 bg-white/95 shadow-sm' : 'border-transparent bg-white/85',
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-2 xl:gap-4">
        <Link
          to={pagePath('home')}
          className="inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          onClick={closeAll}
        >
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-700 text-white">
            <Phone className="size-4" />
          </span>
          {siteSettings.brandName}
        </Link>

        <nav aria-label={siteHeaderTexts.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {sectionsBeforeDemo.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className={navLinkClass} onNavigate={closeAll}>
                  {item.label}
                </SectionLink>
              </li>
            ))}
            <li>
              <DemoDropdown id="demo-menu-desktop" variant="desktop" open={dropdown === 'demo'} onToggle={toggleDemo} onSelect={pickAgent} />
            </li>
            {sectionsAfterDemo.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className={navLinkClass} onNavigate={closeAll}>
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden shrink-0 items-center gap-2 md:flex lg:ml-0">
          <PhoneLink compact />
          <SectionLink section="contact" className={buttonClasses('primary', 'sm', 'whitespace-nowrap')} onNavigate={closeAll}>
            {siteHeaderTexts.start}
          </SectionLink>
        </div>

        <button
          ref={menuButton}
          type="button"
          className="inline-flex size-11 items-center justify-center shrink-0 rounded-md text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => {
            setMobileOpen((open) => !open);
            setDropdown(null);
          }}
        >
          <span className="sr-only">{mobileOpen ? siteHeaderTexts.closeMenu : siteHeaderTexts.openMenu}</span>
          {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </Container>

      <div id="mobile-menu" hidden={!mobileOpen} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden">
        <Container className="py-3">
          <nav aria-label={siteHeaderTexts.mobileNav}>
            <ul className="space-y-1">
              {sectionsBeforeDemo.map((item) => (
                <li key={item.section}>
                  <SectionLink section={item.section} className={mobileLinkClass} onNavigate={closeAll}>
                    {item.label}
                  </SectionLink>
                </li>
              ))}
              <li>
                <DemoDropdown id="demo-menu-mobile" variant="mobile" open={dropdown === 'demo'} onToggle={toggleDemo} onSelect={pickAgent} />
              </li>
              {sectionsAfterDemo.map((item) => (
                <li key={item.section}>
                  <SectionLink section={item.section} className={mobileLinkClass} onNavigate={closeAll}>
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* From 768 px these two are in the bar. */}
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 md:hidden">
            <SectionLink section="contact" className={buttonClasses('primary', 'md', 'w-full')} onNavigate={closeAll}>
              {siteHeaderTexts.start}
            </SectionLink>
            <PhoneLink className="justify-center" />
          </div>
        </Container>
      </div>
    </header>
  );
}
