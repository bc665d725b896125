import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards';

// Every screen is its own chunk, fetched when its route is opened.
const LoginPage = lazy(() => import('../features/auth/components/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/components/RegisterPage'));
const LevelsPage = lazy(() => import('../features/levels/LevelsPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const SubscriptionPage = lazy(() => import('../features/subscription/components/SubscriptionPage'));
const SubscriptionSuccessPage = lazy(() => import('../features/subscription/components/SubscriptionSuccessPage'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const SharePage = lazy(() => import('../features/share/components/SharePage'));
const PlanPage = lazy(() => import('../features/plans/components/PlanPage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Route>
        <Route path="/levels" element={<LevelsPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/subscription" element={<SubscriptionPage />} />
        <Route path="/share/:workoutId" element={<SharePage />} />
        <Route element={<RequireAuth />}>
          <Route path="/subscription/success" element={<SubscriptionSuccessPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/plans/:planId" element={<PlanPage />} />
          <Route element={<RequireAdmin />}>
            <Route path="/admin" element={<AdminPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
