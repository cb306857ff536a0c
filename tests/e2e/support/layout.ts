/**
 * The layout checker shared by the public pages' and the back office's layout specs; runs inside the
 * page (`page.evaluate(layoutProblems)`), so it must not reference anything outside its own body.
 */
/** What is wrong with the page at the current width; an empty list when nothing is. */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const describe = (el: Element): string => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const visible = (el: Element): boolean => el.checkVisibility() && el.getBoundingClientRect().width > 1;

  if (document.documentElement.scrollWidth > viewport) {
    const wide = [...document.body.querySelectorAll('*')].filter((el) => visible(el) && el.getBoundingClientRect().right > viewport + 0.5);
    // The innermost offenders say most about the cause.
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px > ${viewport} px (${innermost.slice(0, 3).map(describe).join(', ')})`);
  }

  const header = document.querySelector('body header');
  const footer = document.querySelector('body footer');
  const interactive = (root: Element | null): Element[] => (root ? [...root.querySelectorAll('a, button')].filter(visible) : []);

  /** Distinct line positions of the visible text inside an element. */
  const textLines = (el: Element): number => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !visible(parent) || parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 1) tops.add(Math.round(rect.top));
    }
    return tops.size;
  };

  for (const el of interactive(header)) {
    const rect = el.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > viewport + 0.5) problems.push(`header entry outside the viewport: ${describe(el)} (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
    if (textLines(el) > 1) problems.push(`header entry wraps: ${describe(el)}`);
  }

  for (const [name, root] of [['header', header], ['footer', footer]] as const) {
    const boxes = interactive(root).map((el) => ({ el, rect: el.getBoundingClientRect() }));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (overlapX > 1 && overlapY > 1) problems.push(`${name} links overlap: ${describe(a.el)} and ${describe(b.el)}`);
      }
    }
  }

  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (!visible(heading)) continue;
    if (heading.scrollWidth > heading.clientWidth + 1) problems.push(`heading wider than its box: ${describe(heading)} (${heading.scrollWidth} > ${heading.clientWidth} px)`);
  }

  const size = (el: Element): number => parseFloat(getComputedStyle(el).fontSize);
  const h1 = document.querySelector('h1');
  const largestH2 = Math.max(0, ...[...document.querySelectorAll('h2')].filter(visible).map(size));
  if (h1 && visible(h1) && size(h1) < largestH2) problems.push(`h1 (${size(h1)} px) is smaller than an h2 (${largestH2} px)`);

  return problems;
}

/**
 * What is wrong with the back office at the current width, beyond `layoutProblems`: every open dialog
 * or panel lies inside the viewport, a heading does not break into a column of single letters (a box
 * squeezed by its neighbours), and no button covers text of its card.
 */
export function backOfficeProblems(): string[] {
  const problems: string[] = [];
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
  const describe = (el: Element): string => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const visible = (el: Element): boolean => el.checkVisibility() && el.getBoundingClientRect().width > 1;

  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
    if (!visible(dialog)) continue;
    const rect = dialog.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > viewport.width + 0.5) problems.push(`dialog outside the viewport: ${describe(dialog)} (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
    if (rect.top < -0.5 || rect.bottom > viewport.height + 0.5) {
      // A taller dialog may scroll inside itself, but it must start and end on the screen.
      problems.push(`dialog cut off vertically: ${describe(dialog)} (${Math.round(rect.top)}–${Math.round(rect.bottom)} px of ${viewport.height})`);
    }
  }

  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (!visible(heading)) continue;
    const words = (heading.textContent ?? '').trim().split(/\s+/).filter(Boolean);
    const longest = Math.max(0, ...words.map((word) => word.length));
    const charWidth = parseFloat(getComputedStyle(heading).fontSize) * 0.6;
    // A heading box narrower than four characters of its own font breaks a word per letter.
    if (longest > 4 && heading.getBoundingClientRect().width < charWidth * 4) problems.push(`heading squeezed to a column: ${describe(heading)} (${Math.round(heading.getBoundingClientRect().width)} px)`);
  }

  for (const button of document.querySelectorAll('main button, main a')) {
    if (!visible(button)) continue;
    const rect = button.getBoundingClientRect();
    const card = button.closest('li, article, tr, [data-card]');
    if (!card) continue;
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || button.contains(parent) || parent.contains(button) || !visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const covered = [...range.getClientRects()].some((text) => {
        const x = Math.min(text.right, rect.right) - Math.max(text.left, rect.left);
        const y = Math.min(text.bottom, rect.bottom) - Math.max(text.top, rect.top);
        return x > 2 && y > 2;
      });
      if (covered) {
        problems.push(`${describe(button)} covers "${node.textContent.trim().slice(0, 30)}"`);
        break;
      }
    }
  }
  return problems;
}
