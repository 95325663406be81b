import { MAX_RESUME_BYTES } from "#shared/schemas/application.ts";

// Byte caps of the public form posts, counted on every byte that arrives, whatever the framing
// (Content-Length or chunked; a multipart preamble and epilogue count too).

/** An enquiry as JSON or a web form (up to 200 enquiry items fit easily). */
export const MAX_JSON_BYTES = 128 * 1024;
/** The resume plus generous room for the text fields and multipart framing. */
export const MAX_MULTIPART_BYTES = MAX_RESUME_BYTES + 64 * 1024;
