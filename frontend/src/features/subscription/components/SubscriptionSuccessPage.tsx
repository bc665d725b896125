import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { Spinner } from '../../../components/Spinner';
import { PRODUCT_NAME, timings } from '../../../lib/config';
import { errorText } from '../../../lib/errors';
import { planNameOf } from '../../../lib/plans';
import { getToken } from '../../../lib/tokenStorage';
import { userUpdated } from '../../../lib/auth/authSlice';
import { useProcessSuccessMutation } from '../api';
import '../subscription.css';

type Outcome = { state: 'processing' } | { state: 'success' } | { state: 'error'; message: string };

/** Spec §4: processing, then success (and the dashboard's profile tab after 3 s) or an error. */
export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [process] = useProcessSuccessMutation();
  const [result, setResult] = useState<Outcome>({ state: 'processing' });
  const started = useRef(false);
  const sessionId = params.get('session_id');
  const plan = params.get('plan') || 'monthly';
  const missing = !sessionId ? 'No session ID found' : !getToken() ? 'Please login to complete subscription' : null;
  const outcome: Outcome = missing ? { state: 'error', message: missing } : result;

  useEffect(() => {
    if (started.current || !sessionId || missing) return;
    started.current = true;
    process({ session_id: sessionId, plan })
      .unwrap()
      .then((result) => {
        if (result.user) dispatch(userUpdated(result.user));
        setResult({ state: 'success' });
      })
      .catch((err: unknown) => setResult({ state: 'error', message: errorText(err, 'Failed to process subscription') }));
  }, [sessionId, plan, missing, process, dispatch]);

  useEffect(() => {
    if (outcome.state !== 'success') return;
    const timer = setTimeout(() => navigate('/dashboard?tab=profile', { replace: true }), timings.subscriptionSuccessRedirect);
    return () => clearTimeout(timer);
  }, [outcome.state, navigate]);

  return (
    <main id="main" className="container container-narrow checkout-result">
      <Logo />
      <div className="card" role="status" aria-live="polite">
        {outcome.state === 'processing' && (
          <>
            <Spinner />
            <h1>Processing Your Subscription...</h1>
            <p className="muted">This takes a moment. Please keep this page open.</p>
          </>
        )}
        {outcome.state === 'success' && (
          <>
            <span className="result-icon ok">
              <CheckIcon size={30} />
            </span>
            <h1>
              Welcome to {PRODUCT_NAME} {planNameOf(plan)}!
            </h1>
            <p className="muted">Your subscription is active. Taking you to your dashboard…</p>
          </>
        )}
        {outcome.state === 'error' && (
          <>
            <span className="result-icon bad">
              <AlertIcon size={30} />
            </span>
            <h1>We could not confirm your subscription</h1>
            <p className="muted">{outcome.message}</p>
            <div className="btn-row">
              <Link to="/subscription" className="btn btn-primary">
                Try Again
              </Link>
              <Link to="/dashboard" className="btn btn-secondary">
                Go to Dashboard
              </Link>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
