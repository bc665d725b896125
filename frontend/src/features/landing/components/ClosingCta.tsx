import { Link } from 'react-router-dom';

export function ClosingCta() {
  return (
    <section className="section closing" aria-labelledby="closing-title">
      <div className="container closing-inner">
        <h2 id="closing-title">Your next practice is one description away.</h2>
        <p>Tell us the group, the pool and the goal. Get a plan you would be proud to hand your swimmers.</p>
        <div className="btn-row">
          <Link to="/register" className="btn btn-accent">
            Get Started Free
          </Link>
          <Link to="/levels" className="btn btn-outline-light">
            View Training Levels
          </Link>
        </div>
      </div>
    </section>
  );
}
