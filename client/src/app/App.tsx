import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SettingsProvider } from '@/lib/settings/SettingsProvider';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { useAuth } from '@/lib/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

/**
 * The toaster is its own chunk: no page needs it for its first render, and leaving it out of the
 * app's entry keeps that script's one long evaluation task shorter on phones. Every toast comes
 * from a visitor's action, by which time it has long arrived (the same module instance as the
 * `toast` the features import).
 */
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** Sends trip edits kept offline when the connection returns, whichever page is open (its own chunk too). */
const TripEditsSync = lazy(() =>
  import('@/features/trips/components/TripEditsSync').then(({ TripEditsSync }) => ({ default: TripEditsSync })),
);

/**
 * Only a signed-in visitor (or the one who saved trips on this device, offline) has edits to send:
 * a signed-out first visit does not download the sync's chunks (the home page's script budget).
 */
function SignedInTripEditsSync() {
  const { user } = useAuth();
  return user ? <TripEditsSync /> : null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <AuthProvider>
          <RouterProvider router={router} />
          {/* SPEC §8: toasts appear top-right. */}
          <Suspense fallback={null}>
            <Toaster position="top-right" theme="dark" richColors closeButton />
            <SignedInTripEditsSync />
          </Suspense>
        </AuthProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
