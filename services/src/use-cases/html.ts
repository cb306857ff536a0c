/** Escaping of user input placed into HTML (mail body, CRM note). */
const replacements: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => replacements[c] ?? c);

/** Escaped, with line breaks kept. */
export const escapeHtmlMultiline = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');
