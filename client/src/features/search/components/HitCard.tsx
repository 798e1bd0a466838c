import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PhotoOrImage, type Picture } from '@/components/PhotoOrImage';
import { PhotoCredit } from '@/components/ResponsivePhoto';

/** A hit's picture: what to show and the box it is drawn in. */
export type HitImage = Picture & { width: number; height: number; className: string };

const cardClass =
  'group flex gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 transition hover:border-amber-500/50 hover:bg-slate-900 focus-within:border-amber-500/60';

export interface HitCardProps {
  to: string;
  title: ReactNode;
  image: HitImage;
  /** The hit, when its description matched: shown clamped to two lines. */
  description?: ReactNode;
  children: ReactNode;
}

/** One search result: picture, linked title, the facts given as children, then the matched description. */
export function HitCard({ to, title, image, description, children }: HitCardProps) {
  return (
    <li className={cardClass}>
      <div className="flex-none">
        <PhotoOrImage
          {...image}
          decorative
          sizes={`${image.width}px`}
          className={`rounded-md object-cover ${image.className}`}
        />
      </div>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-white">
          <Link to={to} className="outline-none hover:text-amber-300 focus-visible:underline">
            {title}
          </Link>
        </h3>
        {children}
        {description && <p className="mt-2 line-clamp-2 text-sm leading-6 text-slate-300">{description}</p>}
        {image.photo && <PhotoCredit photo={image.photo} className="mt-2" />}
      </div>
    </li>
  );
}
