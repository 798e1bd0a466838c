import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { usePage } from '@/features/cms/api/get-page';
import { CmsPageSkeleton } from '@/features/cms/components/CmsPageSkeleton';
import { CmsPageView } from '@/features/cms/components/CmsPageView';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { isNotFound } from '@/lib/api-client';
import { CMS_PAGE_SLUG, PAGE_ROUTES } from '@contracts';

const { title, description } = PAGE_ROUTES.cmsPage;

export default function CmsRoute() {
  const { slug = '' } = useParams();
  // Any other slug cannot exist: no request for it.
  if (!CMS_PAGE_SLUG.test(slug)) return <Navigate to={paths.notFound} replace />;
  return <CmsPage slug={slug} />;
}

/** SPEC §2: /about, /contact, /privacy, /terms, /sitemap and any /{slug}; a missing page redirects to /404. */
function CmsPage({ slug }: { slug: string }) {
  const pageQuery = usePage(slug);
  const page = pageQuery.data;
  usePageMeta(page && title(page), page && description(page));

  if (pageQuery.isPending) return <CmsPageSkeleton />;
  if (isNotFound(pageQuery.error)) return <Navigate to={paths.notFound} replace />;
  if (pageQuery.isError) {
    return (
      <ErrorState
        title="This page could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => void pageQuery.refetch()}
      />
    );
  }
  return <CmsPageView page={pageQuery.data} />;
}
