// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function withClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    expect(await copyText('<iframe>')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('<iframe>');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea holding the selected text, removed afterwards', async () => {
    withClipboard(() => Promise.reject(new Error('denied')));
    let selected = '';
    document.execCommand = vi.fn((command: string) => {
      const active = document.activeElement as HTMLTextAreaElement;
      selected = command === 'copy' ? active.value.slice(active.selectionStart, active.selectionEnd) : '';
      return true;
    });
    expect(await copyText('code')).toBe(true);
    expect(selected).toBe('code');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when neither works', async () => {
    withClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    expect(await copyText('code')).toBe(false);
  });
});
