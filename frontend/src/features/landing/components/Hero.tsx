import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../lib/config';
import { HeroMedia } from './HeroMedia';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <span className="badge hero-kicker">Built on the EST Framework · Energy System Training</span>
          <h1 id="hero-title">Professional swim workouts, written in seconds.</h1>
          <p className="hero-lead">
            {PRODUCT_NAME} turns a few lines about your group into a race-ready practice or a full season plan, with
            every set, interval and energy zone in place. Coaches save 10+ hours every week.
          </p>
          <div className="btn-row">
            <Link to="/register" className="btn btn-accent">
              Start Training Today
            </Link>
            <Link to="/levels" className="btn btn-outline-light">
              View Training Levels
            </Link>
          </div>
          <p className="hero-note">Free plan included · No card needed · Export to PDF and Word</p>
        </div>
        <div className="hero-media">
          <HeroMedia />
        </div>
      </div>
    </section>
  );
}
