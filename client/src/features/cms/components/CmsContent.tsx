import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Renders the page's HTML. The server sanitises it with one allow-list on every write (pages/page.entity.ts)
 * and again when it serves the page (pages.service), so it is rendered as given here.
 * Clicks on internal links ("/…") go through the router instead of reloading the whole app.
 */
export function CmsContent({ html }: { html: string }) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute('href');
    // "//host" is protocol-relative, i.e. external; a target or download means the author wants the browser.
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    // Event delegation only: the links themselves stay keyboard-accessible (Enter on a link fires click).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="prose-cms" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
