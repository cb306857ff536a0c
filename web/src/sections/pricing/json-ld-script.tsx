import { jsonForScript } from '../../seo/head-html';
import type { JsonLd } from '../../seo/structured-data';

/**
 * Structured data inside the page body. jsonForScript escapes '<', '>' and '&', so no text in the
 * data can close the script element; that is why dangerouslySetInnerHTML is safe here.
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
