import { Link } from 'react-router-dom';
import { Decoration } from '@/components/Decoration';
import { useSettings } from '@/lib/settings/SettingsProvider';
import { LEGAL_LINKS, QUICK_LINKS, RESOURCE_LINKS } from './nav-links';
import { SiteLogo } from './SiteLogo';
import { SocialLinks } from './SocialLinks';

const columnLink = 'text-sm text-slate-400 transition hover:text-amber-400';

type FooterLinks = readonly { label: string; to: string }[];

function LinkList({ links, className }: { links: FooterLinks; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={columnLink}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: FooterLinks }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <LinkList links={links} className="mt-4 space-y-3" />
    </nav>
  );
}

/** SPEC §2 Footer. */
export function Footer() {
  const { settings } = useSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="relative border-t border-white/10 bg-slate-950">
      <Decoration className="inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-amber-500/40 to-transparent" />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
          <div className="sm:col-span-2 lg:col-span-1">
            <SiteLogo title={settings.site_title} />
            <p className="mt-5 max-w-sm text-sm leading-6 text-slate-400">{settings.site_description}</p>
            <SocialLinks links={settings.social_links} siteTitle={settings.site_title} />
          </div>
          <LinkColumn id="footer-quick-links" title="Quick Links" links={QUICK_LINKS} />
          <LinkColumn id="footer-resources" title="Resources" links={RESOURCE_LINKS} />
        </div>

        <div className="mt-14 flex flex-col-reverse gap-4 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">
            © {year} {settings.site_title}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
