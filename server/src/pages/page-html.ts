import sanitizeHtml from 'sanitize-html';

/** SPEC §7: the meta description of a CMS page is the first 160 characters of its content. */
export const META_DESCRIPTION_LENGTH = 160;

/**
 * CMS content is HTML written by admins but shown to every visitor, so it is
 * sanitised on the server: formatting, links and images stay; scripts, inline
 * event handlers and `javascript:` URLs go. (Site-wide script snippets are a
 * separate, explicit setting.)
 */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'figure', 'figcaption']),
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      '*': ['id'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  });
}

/** Plain text of the HTML (tags dropped, entities decoded, whitespace collapsed), cut to 160 characters. */
export function metaDescriptionOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|div)>/gi, ' '), { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
