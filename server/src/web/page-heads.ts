import { Injectable, NotFoundException } from '@nestjs/common';
import { hasParams, matchPageRoute, type HeadKind, type PageRoute } from '../contracts/index.js';
import { isScriptFreePath } from '../contracts/script-free-pages.js';
import type { SiteSettings } from '../settings/index.js';
import { CatalogHeads } from './catalog-heads.js';
import type { PageHead } from './page-head.js';
import { RouteChunks } from './route-chunks.js';
import { SiteHeads } from './site-heads.js';
import { SiteUrl } from './site-url.js';

type HeadBuilder = (head: PageHead, params: Record<string, string>, settings: SiteSettings) => Promise<void> | void;

/**
 * Builds the PageHead of a request from the page table (contracts/page-routes.ts): the page's
 * declared title, description and canonical URL, then what its HeadKind's builder reads (summary,
 * JSON-LD, share card, embedded answers, the status of a missing record), and preload hints. A
 * failed lookup (database down) only costs the extras: the page still renders with status 200.
 */
@Injectable()
export class PageHeads {
  private readonly builders: Record<HeadKind, HeadBuilder>;

  constructor(
    private readonly chunks: RouteChunks,
    private readonly url: SiteUrl,
    catalog: CatalogHeads,
    site: SiteHeads,
  ) {
    this.builders = {
      home: (head, _params, settings) => catalog.home(head, settings),
      movieList: (head) => catalog.movieList(head),
      movie: (head, params) => catalog.movie(head, params.slug),
      location: (head, params) => catalog.location(head, params.slug),
      map: (head) => site.mapPage(head),
      search: (head) => site.search(head),
      notFound: (head) => site.notFound(head),
      cmsPage: (head, params) => site.cmsPage(head, params.slug),
    };
  }

  async forPath(pathname: string, settings: SiteSettings): Promise<PageHead> {
    const bare: PageHead = {
      modules: this.chunks.forPath(pathname),
      prefetch: this.chunks.prefetchForPath(pathname),
      noindex: isPrivatePage(pathname),
    };
    const match = matchPageRoute(pathname);
    if (!match) return bare;
    const head: PageHead = { ...bare, ...this.declared(match.route, bare.noindex) };
    try {
      if (match.route.head) await this.builders[match.route.head](head, match.params, settings);
    } catch (error) {
      if (!(error instanceof NotFoundException)) return { ...bare, incomplete: true };
    }
    // A missing page names no canonical URL: there is nothing at its address to index.
    if (head.status && head.status >= 400) delete head.canonical;
    return head;
  }

  /** What the table says of the page itself: its fixed title and description, and the canonical URL of a public page without parameters. */
  private declared(route: PageRoute, noindex: boolean | undefined): Partial<PageHead> {
    const declared: Partial<PageHead> = {};
    if (typeof route.title === 'string') declared.title = route.title;
    if (typeof route.description === 'string') declared.description = route.description;
    // A page kept out of search indexes (the admin area, sign-in, account, ...) names no canonical URL for them.
    if (!noindex && !hasParams(route)) declared.canonical = this.url.absolute(route.path);
    return declared;
  }
}

/**
 * Sign-in, registration, the account and the password and email flows (and the admin area) are one
 * visitor's own screens, worth nothing in a search result: crawlable (robots.txt must let a crawler
 * read the noindex) but never indexed. The same pages as the snippets' rule, read the same way.
 */
function isPrivatePage(pathname: string): boolean {
  return isScriptFreePath(pathname);
}
