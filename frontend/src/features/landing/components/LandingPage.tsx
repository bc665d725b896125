import { PublicHeader } from '../../../components/PublicHeader';
import { SiteFooter } from '../../../components/SiteFooter';
import '../landing.css';
import { ClosingCta } from './ClosingCta';
import { Hero } from './Hero';
import { PricingSection } from './PricingSection';
import { AudienceSection, CreatesSection, TrustedSection, WhySection } from './sections';

export function LandingPage() {
  return (
    <>
      <PublicHeader />
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
