import type { ReactNode } from 'react';

/**
 * The full-height stage every hero state shares (loading, default, carousel), so the page
 * never jumps when the slider answers. It slides under the fixed, transparent header.
 */
export function HeroFrame({ children, image }: { children?: ReactNode; image?: string }) {
  return (
    <div className="relative -mt-16 flex min-h-svh overflow-hidden bg-slate-950">
      <div aria-hidden="true" className="hero-backdrop absolute inset-0" />
      {image && (
        <>
          <img src={image} alt="" fetchPriority="high" className="absolute inset-0 size-full object-cover opacity-60" />
          <div aria-hidden="true" className="hero-scrim absolute inset-0" />
        </>
      )}
      {children}
    </div>
  );
}

/** Text column of a hero, aligned with the header's content width. */
export function HeroContent({ children }: { children: ReactNode }) {
  return (
    <div className="relative z-10 mx-auto flex w-full max-w-7xl flex-col justify-center px-4 pt-32 pb-36 sm:px-6 lg:px-8">
      {children}
    </div>
  );
}
