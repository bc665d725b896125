/**
 * The hero's drawn illustration (DECISIONS.md: shown when no promo video is configured): a pool seen
 * from above, lane ropes and a swimmer, with a workout card floating over the water.
 */
export function HeroIllustration() {
  return (
    <svg className="hero-art" viewBox="0 0 560 420" role="img" aria-labelledby="hero-art-title">
      <title id="hero-art-title">A pool seen from above with a swimmer and a workout card listing warm-up, pre-set, main set and cool-down</title>
      <defs>
        <linearGradient id="water" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2bb3c7" />
          <stop offset="1" stopColor="#0d6aa6" />
        </linearGradient>
        <pattern id="ripple" width="60" height="24" patternUnits="userSpaceOnUse">
          <path d="M0 12c10 0 10-6 20-6s10 6 20 6 10-6 20-6" fill="none" stroke="#ffffff" strokeOpacity=".12" strokeWidth="2" />
        </pattern>
      </defs>
      <rect x="10" y="20" width="540" height="380" rx="28" fill="url(#water)" />
      <rect x="10" y="20" width="540" height="380" rx="28" fill="url(#ripple)" />
      {[110, 200, 290].map((y) => (
        <g key={y}>
          <line x1="30" x2="530" y1={y} y2={y} stroke="#fff" strokeWidth="6" strokeDasharray="10 8" strokeOpacity=".75" />
          <line x1="30" x2="530" y1={y} y2={y} stroke="#f2b134" strokeWidth="6" strokeDasharray="10 62" />
        </g>
      ))}
      <rect x="250" y="52" width="60" height="8" rx="4" fill="#0b2a4a" opacity=".35" />
      <rect x="250" y="142" width="60" height="8" rx="4" fill="#0b2a4a" opacity=".35" />
      <rect x="250" y="232" width="60" height="8" rx="4" fill="#0b2a4a" opacity=".35" />
      <rect x="250" y="322" width="60" height="8" rx="4" fill="#0b2a4a" opacity=".35" />
      <g transform="translate(92 232)">
        <path d="M-44 12c14 0 14-8 28-8s14 8 28 8" fill="none" stroke="#fff" strokeOpacity=".7" strokeWidth="3" strokeLinecap="round" />
        <ellipse cx="30" cy="4" rx="30" ry="9" fill="#0b2a4a" opacity=".85" />
        <circle cx="64" cy="2" r="9" fill="#f2b134" />
        <path d="M40 -6l26 -14M40 14l22 12" stroke="#0b2a4a" strokeWidth="6" strokeLinecap="round" opacity=".85" />
      </g>
      <g transform="translate(300 96)">
        <rect width="236" height="262" rx="18" fill="#fff" />
        <rect width="236" height="262" rx="18" fill="none" stroke="#d7e2eb" />
        <text x="20" y="36" fontSize="16" fontWeight="800" fill="#0b2a4a" fontFamily="system-ui, sans-serif">
          Threshold Tuesday
        </text>
        <text x="20" y="56" fontSize="11.5" fill="#52677d" fontFamily="system-ui, sans-serif">
          4,200 SCY · 90 min · EN2 focus
        </text>
        {[
          ['Warm-up', '600', '#19a3b4', 0.35],
          ['Pre-set', '800', '#3f8fd1', 0.45],
          ['Main set', '2,000', '#0d6aa6', 0.95],
          ['Kick', '400', '#7aa6c8', 0.25],
          ['Cool-down', '400', '#9cc9d2', 0.22],
        ].map(([name, dist, color, width], i) => (
          <g key={name as string} transform={`translate(20 ${84 + i * 34})`}>
            <text y="10" fontSize="12" fontWeight="700" fill="#23415f" fontFamily="system-ui, sans-serif">
              {name}
            </text>
            <text x="196" y="10" fontSize="12" textAnchor="end" fill="#52677d" fontFamily="system-ui, sans-serif">
              {dist}
            </text>
            <rect y="16" width="196" height="7" rx="3.5" fill="#eef4f8" />
            <rect y="16" width={196 * (width as number)} height="7" rx="3.5" fill={color as string} />
          </g>
        ))}
      </g>
    </svg>
  );
}
