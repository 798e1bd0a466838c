import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The address of a place's review form: a link to it opens the form (WriteReviewOffer links here). */
export const WRITE_REVIEW_HASH = '#write-review';

/** Opens the form when the page is reached through WRITE_REVIEW_HASH, once per visit of that link. */
export function useWriteReviewLink(open: () => void, signedIn: boolean) {
  const location = useLocation();
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || location.hash !== WRITE_REVIEW_HASH || opened.current === location.key) return;
    opened.current = location.key;
    open();
    document.getElementById('reviews')?.scrollIntoView({ block: 'start' });
  }, [location, signedIn, open]);
}
