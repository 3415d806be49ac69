import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { PageLoader } from './components/page-loader';
import { reloadOnPreloadError } from './lib/chunk-reload';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

reloadOnPreloadError();
await initI18n();
const router = createRouter();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>,
);
