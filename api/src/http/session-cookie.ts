/** The session cookie's name: sessions set it, and plumbing (the OpenAPI document, the proxy's cache) reads it. */
export const SESSION_COOKIE = 'academy.sid';
