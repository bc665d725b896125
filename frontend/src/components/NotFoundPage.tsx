import { Link } from 'react-router-dom';
import { AccountHeader } from './AccountHeader';
import { navs } from './SiteHeader';
import { SiteFooter } from './SiteFooter';

export default function NotFoundPage() {
  return (
    <>
      <AccountHeader links={navs.landing.links} />
      <main id="main" className="container container-narrow" style={{ padding: '72px 20px', textAlign: 'center' }}>
        <p className="badge" style={{ marginBottom: 16 }}>
          404
        </p>
        <h1>This lane is empty</h1>
        <p className="muted">The page you were looking for does not exist or has moved. Check the address, or head back to the deck.</p>
        <div className="btn-row" style={{ justifyContent: 'center', marginTop: 24 }}>
          <Link to="/" className="btn btn-primary">
            Go to Home
          </Link>
          <Link to="/dashboard" className="btn btn-secondary">
            Open Dashboard
          </Link>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
