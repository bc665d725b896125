import { Link } from 'react-router-dom';
import { CalendarIcon, TrophyIcon, UsersIcon, WaveIcon, WhistleIcon } from '../../components/icons';
import { navs } from '../../components/SiteHeader';
import { AccountHeader } from '../../components/AccountHeader';
import { SiteFooter } from '../../components/SiteFooter';
import { PRODUCT_NAME } from '../../lib/config';
import './levels.css';
import { TileGrid } from '../../components/TileGrid';

const levels = [
  { name: 'Recreational', who: 'Fitness and lap swimmers', typical: '1,500–3,000 per session', text: 'Steady aerobic sets, stroke drills and variety that keeps swimming enjoyable and builds a healthy base.' },
  { name: 'Summer Swim Team', who: 'Seasonal league swimmers', typical: '2,000–3,500 per session', text: 'Short, lively practices with starts, turns and relay skills for a packed six-to-ten-week season.' },
  { name: 'Age Group (8-14)', who: 'Club swimmers learning all four strokes', typical: '2,500–5,000 per session', text: 'Technique first, IM balance and a growing aerobic base, with intensity matched to age and development.' },
  { name: 'High School', who: 'Varsity and junior varsity teams', typical: '4,000–6,500 per session', text: 'Threshold and race-pace work around the school season, with meet-week adjustments and championship focus.' },
  { name: 'College/Senior', who: 'Collegiate and senior club squads', typical: '6,000–9,000 per session', text: 'Event-group training across all energy systems, doubles support and precise interval progressions.' },
  { name: 'Elite/Professional', who: 'National and international competitors', typical: '7,000–10,000+ per session', text: 'Periodised high-performance sessions, lactate and VO2 work, and race-specific pacing for the target meet.' },
  { name: 'Masters (18+)', who: 'Adult competitive and fitness swimmers', typical: '2,500–4,500 per session', text: 'Efficient hour-long workouts that respect recovery, with technique and open-water options.' },
];

const programs = [
  { icon: WhistleIcon, title: 'Coaching Lessons', text: 'Private, semi-private (2-3 swimmers) and group lessons (4-8 swimmers), each with progressions for the time you have.' },
  { icon: UsersIcon, title: 'Dryland Programs', text: 'Activation, strength, core and mobility sessions that complement the week in the water.' },
  { icon: TrophyIcon, title: 'Championship Programs', text: 'Season plans built backwards from your target meet, with load and recovery weeks in a 3:1 rhythm.' },
  { icon: CalendarIcon, title: '3-Week Taper', text: 'Volume comes down while speed and race-pace work stay sharp, so swimmers arrive rested and fast.' },
];

export default function LevelsPage() {
  return (
    <>
      <AccountHeader links={navs.levels.links} start={navs.levels.start} />
      <main id="main">
        <section className="page-hero">
          <div className="container">
            <span className="badge hero-chip">
              <WaveIcon size={16} /> Training Levels
            </span>
            <h1>A plan for every swimmer in the pool</h1>
            <p>
              {PRODUCT_NAME} adapts volume, intervals and energy-system focus to seven training levels, from a first summer
              season to international finals.
            </p>
          </div>
        </section>

        <section className="section" aria-labelledby="levels-title">
          <div className="container">
            <h2 id="levels-title" className="visually-hidden">
              Levels
            </h2>
            <ol className="level-list">
              {levels.map((level, i) => (
                <li key={level.name} className="level-card">
                  <span className="level-number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <div>
                    <h3>{level.name}</h3>
                    <p className="level-meta">
                      {level.who} · <strong>{level.typical}</strong>
                    </p>
                    <p className="muted">{level.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="section section-tint" aria-labelledby="programs-title">
          <div className="container">
            <header className="section-head">
              <h2 id="programs-title">Programs Beyond the Daily Workout</h2>
            </header>
            <TileGrid tiles={programs} />
          </div>
        </section>

        <section className="section" aria-labelledby="levels-cta">
          <div className="container levels-cta">
            <h2 id="levels-cta">Ready to plan your group’s next practice?</h2>
            <div className="btn-row">
              <Link to="/register" className="btn btn-primary">
                Get Started Free
              </Link>
              <Link to="/subscription" className="btn btn-secondary">
                Compare Plans
              </Link>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
