import { Link } from 'react-router-dom';
import { FRAMEWORK_URL, PRODUCT_NAME } from '../lib/config';
import { Logo } from './Logo';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container bar">
        <Logo />
        <nav aria-label="Footer">
          <Link to="/levels">Training Levels</Link>
          <Link to="/subscription">Plans &amp; Pricing</Link>
          <Link to="/terms">Terms of Service</Link>
          <Link to="/privacy">Privacy Policy</Link>
          <a href={FRAMEWORK_URL} target="_blank" rel="noopener noreferrer">
            EST Framework<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </nav>
        <p className="small" style={{ margin: 0 }}>
          © 2025 {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
