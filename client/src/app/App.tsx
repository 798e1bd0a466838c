import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { SettingsProvider } from '@/lib/settings/SettingsProvider';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <AuthProvider>
          <RouterProvider router={router} />
          {/* SPEC §8: toasts appear top-right. */}
          <Toaster position="top-right" theme="dark" richColors closeButton />
        </AuthProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
