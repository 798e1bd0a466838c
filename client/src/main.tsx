import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorkerWhenIdle } from './lib/offline/register-service-worker';
import './index.css';

// The first render as a transition: React renders it in slices of a few milliseconds and yields
// between them, so a slow phone stays responsive while the app replaces the server's summary
// (which stays on screen until the render commits).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Offline use (saved trips): the worker is registered once the page is loaded and idle.
registerServiceWorkerWhenIdle();
