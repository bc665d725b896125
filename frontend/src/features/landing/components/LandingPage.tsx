import { Link } from 'react-router-dom';
import { navs, SiteHeader } from '../../../components/SiteHeader';
import { SiteFooter } from '../../../components/SiteFooter';
import { getToken } from '../../../lib/tokenStorage';
import '../landing.css';
import { ClosingCta } from './ClosingCta';
import { Hero } from './Hero';
import { PricingSection } from './PricingSection';
import { AudienceSection, CreatesSection, TrustedSection, WhySection } from './sections';

/**
 * The landing page runs without the store (its chunk stays small), so a coach with a session is
 * known by the token kept: their way back is the dashboard rather than Sign In.
 */
function LandingHeader() {
  const signedIn = getToken() !== null;
  const account = signedIn ? (
    <Link to="/dashboard" className="btn btn-primary btn-sm">
      Go to Dashboard
    </Link>
  ) : undefined;
  return <SiteHeader links={navs.landing.links} account={account} />;
}

export function LandingPage() {
  return (
    <>
      <LandingHeader />
      <main id="main">
        <Hero />
        <CreatesSection />
        <WhySection />
        <AudienceSection />
        <TrustedSection />
        <PricingSection />
        <ClosingCta />
      </main>
      <SiteFooter />
    </>
  );
}
