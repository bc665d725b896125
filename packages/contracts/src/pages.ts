import { titleLineOf } from './plan-format';
import { clipped, singleLine } from './text';

/**
 * The title of each page, so the browser tab, history, bookmarks and link previews tell pages
 * apart: the SPA sets it on every route, and the gateway sends the same one in the HTML it serves.
 * Plain data: the browser imports this cheaply.
 */
export const pageNames = {
  landing: 'Swim workouts and season plans for coaches',
  login: 'Sign In',
  register: 'Create Account',
  subscription: 'Plans & Pricing',
  subscriptionSuccess: 'Processing Your Subscription',
  levels: 'Training Levels',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  generator: 'Plan Generator',
  history: 'Training History',
  profile: 'Profile',
  admin: 'Admin Dashboard',
  plan: 'Training Plan',
  share: 'Shared Training Plan',
  notFound: 'Page Not Found',
} as const;

export type PageName = keyof typeof pageNames;

/** "Sign In · LaneForge"; the landing page leads with the product: "LaneForge · Swim workouts…". */
export function pageTitle(name: string, product: string, landing = false): string {
  return landing ? `${product} · ${name}` : `${name} · ${product}`;
}

/** The page a path shows before the SPA has run (the dashboard's tab comes from its query). */
export function pageOfPath(pathname: string, search = ''): PageName {
  const path = pathname.replace(/\/+$/, '') || '/';
  const fixed: Record<string, PageName> = {
    '/': 'landing',
    '/login': 'login',
    '/register': 'register',
    '/subscription': 'subscription',
    '/subscription/success': 'subscriptionSuccess',
    '/levels': 'levels',
    '/terms': 'terms',
    '/privacy': 'privacy',
    '/admin': 'admin',
  };
  if (fixed[path]) return fixed[path];
  if (path === '/dashboard') {
    const tab = new URLSearchParams(search).get('tab');
    return tab === 'history' ? 'history' : tab === 'profile' ? 'profile' : 'generator';
  }
  if (/^\/plans\/[^/]+$/.test(path)) return 'plan';
  if (/^\/share\/[^/]+$/.test(path)) return 'share';
  return 'notFound';
}

/**
 * A plan's title, the same wherever it is named (its card, its page, its share page, every link
 * preview): the plan's title (else its `**Title**` line), as one line of printable text of at most
 * 200 characters; "{product} Workout" when the plan has none.
 */
export function planTitle(plan: { title?: string | undefined; generated_workout: string }, product: string): string {
  return clipped(singleLine(plan.title || titleLineOf(plan.generated_workout)?.title || ''), 200) || `${product} Workout`;
}
