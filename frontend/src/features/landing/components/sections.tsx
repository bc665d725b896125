import { Link } from 'react-router-dom';
import {
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  CheckIcon,
  ClockIcon,
  DownloadIcon,
  PrintIcon,
  ShareIcon,
  SparkIcon,
  TrophyIcon,
  UsersIcon,
  WaveIcon,
  WhistleIcon,
} from '../../../components/icons';
import { PRODUCT_NAME } from '../../../lib/config';
import { features, tierNames } from '../../../lib/entitlements';
import { TileGrid } from '../../../components/TileGrid';

const creations = [
  { icon: PrintIcon, title: 'Printable race-ready sessions', text: 'Warm-up to cool-down with send-offs, zones and totals, laid out for a clipboard on deck.' },
  { icon: CalendarIcon, title: 'Season structure', text: `Periodised weeks from general preparation through a taper matched to the squad and event, to the meets on your calendar (${tierNames[features.season_plans.tier]} and above).` },
  { icon: DownloadIcon, title: 'PDF and Word exports', text: 'Download any plan as a clean PDF or an editable DOCX in one tap.' },
  { icon: ShareIcon, title: 'Shareable team links', text: 'Send a link to swimmers, parents and assistant coaches; no account needed to read it.' },
  { icon: ChartIcon, title: features.analytics.name, text: `${features.analytics.pitch}, so every week has the balance you intended (${tierNames[features.analytics.tier]} and above).` },
  { icon: UsersIcon, title: 'Dryland and mobility', text: 'Activation, strength, core and mobility circuits that match the water work.' },
  { icon: WaveIcon, title: 'Stroke technique', text: 'Drill progressions for free, back, breast, fly and IM, built into the sets.' },
  { icon: ClockIcon, title: 'Distance and energy-system training', text: 'Aerobic, threshold, VO2 and lactate sets placed where they do the most good.' },
  { icon: TrophyIcon, title: 'Race skills', text: 'Starts, turns, underwaters and pacing work for the events your swimmers race.' },
];

export function CreatesSection() {
  return (
    <section className="section" aria-labelledby="creates-title">
      <div className="container">
        <header className="section-head">
          <h2 id="creates-title">What {PRODUCT_NAME} Creates for You</h2>
          <p className="muted">Everything a coach writes by hand on Sunday night, done properly and ready before practice.</p>
        </header>
        <ul className="feature-list">
          {creations.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <span className="feature-icon">
                <Icon />
              </span>
              <div>
                <h3>{title}</h3>
                <p className="muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const reasons = [
  { icon: ClockIcon, title: 'Save 10+ Hours Weekly', text: 'Describe the group and the goal; get a complete, balanced practice in seconds instead of an evening.' },
  { icon: TrophyIcon, title: 'Proven Results', text: 'Every set follows the EST Framework, the energy-system approach used by championship programs.' },
  { icon: SparkIcon, title: 'AI-Powered Precision', text: 'Intervals, zones and yardage are checked and totalled, so the plan adds up before it reaches the pool.' },
  { icon: ShareIcon, title: 'Export & Share', text: 'Print on US Letter, download PDF or Word, or share a link with the whole team.' },
];

export function WhySection() {
  return (
    <section className="section section-tint" aria-labelledby="why-title">
      <div className="container">
        <header className="section-head">
          <h2 id="why-title">Why Choose {PRODUCT_NAME}</h2>
        </header>
        <TileGrid tiles={reasons} />
      </div>
    </section>
  );
}

const audiences = [
  {
    icon: WhistleIcon,
    title: 'For Coaches',
    points: ['Daily practices for every group', 'Lessons: private, semi-private (2-3) and group (4-8)', 'Refine any set in plain words'],
  },
  {
    icon: UsersIcon,
    title: 'For Teams',
    points: ['Summer league to high school teams', 'Shared links for swimmers and families', 'Dryland that fits the pool schedule'],
  },
  {
    icon: BuildingIcon,
    title: 'For Programs',
    points: ['Age group (8-14) through college and masters', 'Season plans with championship tapers', 'Consistent training across every coach'],
  },
];

export function AudienceSection() {
  return (
    <section className="section" aria-labelledby="audience-title">
      <div className="container">
        <header className="section-head">
          <h2 id="audience-title">Made for Everyone on the Pool Deck</h2>
          <p className="muted">From a parent helping a summer team to a head coach running a year-round program.</p>
        </header>
        <div className="audience-grid">
          {audiences.map(({ icon: Icon, title, points }) => (
            <article key={title} className="card audience-card">
              <span className="tile-icon">
                <Icon size={24} />
              </span>
              <h3>{title}</h3>
              <ul>
                {points.map((point) => (
                  <li key={point}>
                    <CheckIcon size={16} />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export function TrustedSection() {
  return (
    <section className="section trusted" aria-labelledby="trusted-title">
      <div className="container trusted-inner">
        <div>
          <h2 id="trusted-title">Trusted by Elite Swimming Programs</h2>
          <p>
            Club, high school, college and masters coaches plan with {PRODUCT_NAME}: recreational swimmers, summer swim
            teams, age groupers, high school and college/senior squads, elite and professional athletes, and masters (18+).
          </p>
        </div>
        <dl className="trusted-stats">
          <div>
            <dt>Training levels</dt>
            <dd>7</dd>
          </div>
          <div>
            <dt>Hours saved weekly</dt>
            <dd>10+</dd>
          </div>
          <div>
            <dt>Taper program</dt>
            <dd>3 wk</dd>
          </div>
        </dl>
        <Link to="/register" className="btn btn-accent">
          Create Your Free Account
        </Link>
      </div>
    </section>
  );
}
