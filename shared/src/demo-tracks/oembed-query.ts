import * as z from 'zod/mini';
import { OEMBED_MAX_DIMENSION_PX, OEMBED_MAX_URL_LENGTH } from './oembed';
import { oembedMessages } from './demo-messages';

const dimension = z.optional(
  z.pipe(
    z.string().check(z.regex(/^\d{1,5}$/, oembedMessages.dimensionInvalid)),
    z.transform((value) => Number(value)),
  ).check(z.refine((n) => n >= 1 && n <= OEMBED_MAX_DIMENSION_PX, oembedMessages.dimensionInvalid)),
);

/** Query of GET /api/oembed. `format` is checked by the handler (anything but json is a 501, not a 400). */
export const oembedQuerySchema = z.object({
  url: z.string(oembedMessages.urlInvalid).check(z.minLength(1, oembedMessages.urlInvalid), z.maxLength(OEMBED_MAX_URL_LENGTH, oembedMessages.urlInvalid)),
  format: z.optional(z.string()),
  maxwidth: dimension,
  maxheight: dimension,
});
export type OEmbedQuery = z.output<typeof oembedQuerySchema>;

