import type { ReactNode } from 'react';
import { BackButton } from '../../components/BackButton';
import { navs } from '../../components/SiteHeader';
import { AccountHeader } from '../../components/AccountHeader';
import { SiteFooter } from '../../components/SiteFooter';
import './legal.css';

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <>
      <AccountHeader links={navs.landing.links} />
      <main id="main" className="legal">
        <div className="container container-narrow">
          <BackButton />
          <article className="legal-article">
            <h1>{title}</h1>
            <p className="muted">Last updated {updated}</p>
            {children}
          </article>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
