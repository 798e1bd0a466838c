import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { primaryButtonClass } from '@/components/button-styles';

const className = `${primaryButtonClass} mt-10 self-start px-7 py-3.5 text-base`;

/** A slide's call to action: app routes go through the router, anything else is a plain link. */
export function SlideAction({ text, url }: { text: string; url: string }) {
  const internal = url.startsWith('/') && !url.startsWith('//');
  const content = (
    <>
      {text}
      <ArrowRight aria-hidden="true" className="size-5" />
    </>
  );
  return internal ? (
    <Link to={url} className={className}>
      {content}
    </Link>
  ) : (
    <a href={url} rel="noopener noreferrer" className={className}>
      {content}
    </a>
  );
}
