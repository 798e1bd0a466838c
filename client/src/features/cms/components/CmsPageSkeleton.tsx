import { PageSkeleton, SkeletonStack } from '@/components/Skeleton';

const HEADING = ['h-4 w-24', 'h-11 w-2/3', 'h-4 w-40'];
/** Paragraph lines, the fourth starting a new paragraph. */
const TEXT = ['w-full', 'w-full', 'w-5/6', 'mt-8 w-full', 'w-2/3', 'w-full', 'w-4/5'].map((width) => `h-4 ${width}`);

/** Mirrors CmsPageView's layout (eyebrow, title, date, then the text). */
export function CmsPageSkeleton() {
  return (
    <PageSkeleton
      label="Loading page"
      testId="cms-page-skeleton"
      hero={<SkeletonStack bars={HEADING} className="mx-auto max-w-3xl space-y-4 px-4 py-14 sm:px-6 sm:py-20" />}
    >
      <SkeletonStack bars={TEXT} className="mx-auto max-w-3xl space-y-3 px-4 py-12 sm:px-6" />
    </PageSkeleton>
  );
}
