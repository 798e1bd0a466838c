import { SOCIAL_NETWORKS, type SocialLinks as Links, type SocialNetwork } from '@contracts';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';

const ICONS: Record<SocialNetwork, typeof XIcon> = { instagram: InstagramIcon, x: XIcon, facebook: FacebookIcon };

/**
 * The footer's icons, one per profile set in the site settings (admin Settings screen): an empty
 * setting hides its icon, so the footer never links to a network's home page in the site's name.
 */
export function SocialLinks({ links, siteTitle }: { links: Links; siteTitle: string }) {
  const shown = SOCIAL_NETWORKS.filter(({ key }) => links[key] !== '');
  if (shown.length === 0) return null;
  return (
    <ul className="mt-6 flex gap-3" aria-label="Social media">
      {shown.map(({ key, label }) => {
        const Icon = ICONS[key];
        return (
          <li key={key}>
            <a
              href={links[key]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${siteTitle} on ${label}`}
              className="grid size-10 place-items-center rounded-full border border-slate-800 bg-slate-900 text-slate-300 transition hover:border-amber-500/60 hover:text-amber-400"
            >
              <Icon className="size-[18px]" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
