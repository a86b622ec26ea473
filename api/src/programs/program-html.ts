import sanitizeHtml from 'sanitize-html';

/*
 * The one allow-list for program HTML (`content`, `curriculum`), applied before storing AND when
 * serving: headings, paragraphs, lists, emphasis, line breaks, tables, links and class-only
 * span/div. Everything else is dropped — scripts with their text, every other attribute
 * (style, on*), and links other than http(s), mailto and tel.
 */

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:)/i;
const CLASS_NAME = /^[a-z][a-z0-9_-]{0,39}$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'span',
    'div',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedClasses: { span: [CLASS_NAME], div: [CLASS_NAME] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or chrome, not content: drop it with the tag.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    // Relative and odd links are dropped too: program pages only link out, mail or call.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(SAFE_HREF.test(attribs.href?.trim() ?? '') ? { href: attribs.href.trim() } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

export function sanitizeProgramHtml(html: string): string;
export function sanitizeProgramHtml(html: string | null): string | null;
export function sanitizeProgramHtml(html: string | null): string | null {
  return html === null ? null : sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML shows some text once every tag is gone (a required `content` of only tags is empty). */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
