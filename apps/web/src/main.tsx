import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import './app/global.css';
import './app/firstPaint.css';
import './app/elderMode.css';
import { restoreElderMode } from './layout/elderMode';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

restoreElderMode();
const root = createRoot(container);
// The first render as a transition: React renders in slices of a few milliseconds and lets the
// browser in between, instead of one long task while a slow phone's main thread is needed for
// input (Total Blocking Time, docs/performance.md "First paint"). index.html's band and picture
// stay on screen until it commits.
const queryClient = createQueryClient();
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createAppRouter(queryClient)} />
      </AppProviders>
    </StrictMode>,
  );
});
