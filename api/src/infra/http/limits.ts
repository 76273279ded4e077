/**
 * Size limits of request bodies at the API edge, named once for the parsers,
 * the guard in front of them and the tests. API payloads are JSON objects,
 * most small; the largest, the editor's CSV import of a whole world (about
 * 2,200 players), is about 600 KB. The sign-in page's form posts a few
 * short fields.
 */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const FORM_BODY_LIMIT_BYTES = 100 * 1024;

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
export const JSON_CONTENT_TYPE = 'application/json';
