import type { ReactNode } from 'react';
import type { Photo } from '@contracts';
import { PhotoCredit } from './ResponsivePhoto';

/** A picture (the child) as a figure, captioned with the uploaded photo's credit when it is one. */
export function CreditedFigure({
  photo,
  className,
  creditClassName,
  children,
}: {
  photo: Photo | null | undefined;
  className?: string;
  creditClassName: string;
  children: ReactNode;
}) {
  return (
    <figure className={className}>
      {children}
      {photo && (
        <figcaption>
          <PhotoCredit photo={photo} className={creditClassName} />
        </figcaption>
      )}
    </figure>
  );
}
