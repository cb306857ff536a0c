/**
 * Copies text to the clipboard: the Clipboard API first; where it is missing or refused (an
 * insecure context, a denied permission, an old browser) a hidden textarea and
 * `document.execCommand('copy')`, as the specification describes. True when either worked.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    const clipboard = doc.defaultView?.navigator.clipboard;
    if (!clipboard) throw new Error('No Clipboard API');
    await clipboard.writeText(text);
    return true;
  } catch {
    return copyWithTextarea(text, doc);
  }
}

function copyWithTextarea(text: string, doc: Document): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  // Off screen but selectable (display:none could not be selected).
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  const previousFocus = doc.activeElement as HTMLElement | null;
  doc.body.append(textarea);
  textarea.focus();
  textarea.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}
