import { jsonForScript } from '../seo/head-html';
import type { JsonLd } from '../seo/json-ld';

/**
 * Structured data inside the page body. The same escaped string is produced on the server and in
 * the browser, so hydration sees identical markup; `jsonForScript` stops the JSON closing the tag.
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
