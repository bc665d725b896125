import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RouteFocus } from '../components/focus';
import { PageSpinner } from '../components/Spinner';
import { LandingPage } from '../features/landing/components/LandingPage';
import { RouteTitle } from '../lib/title';

// The landing page is plain React and ships in the entry chunk. Everything that needs the store, the
// API or a session lives behind this import, so a first visit downloads only what it shows.
const SignedInCapableApp = lazy(() => import('./StatefulApp'));
// Toasts only ever follow an action, so the library loads just after the first paint.
const ToastArea = lazy(() => import('./ToastArea'));

export function App() {
  return (
    <BrowserRouter>
      <RouteTitle />
      <RouteFocus />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route
          path="*"
          element={
            <Suspense fallback={<PageSpinner />}>
              <SignedInCapableApp />
            </Suspense>
          }
        />
      </Routes>
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
    </BrowserRouter>
  );
}
