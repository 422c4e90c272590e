/** Limits of the FAQ entries and the benefits text (spec 3 §3 "Doubt", "Benefits text"); HTML is sanitised by the API. */
export const RICH_TEXT_MAX = 100_000;

/** Where the rich-text editor's images live (POST /api/image/editor/upload/{module} answers such a URL). */
export const EDITOR_IMAGE_PREFIX = '/api/image/editor/';
