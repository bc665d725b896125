import type { KeyboardEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { HistoryIcon, SparkIcon, UserIcon } from '../../../components/icons';

export const TABS = [
  { id: 'generator', label: 'Plan Generator', icon: SparkIcon },
  { id: 'history', label: 'Training History', icon: HistoryIcon },
  { id: 'profile', label: 'Profile', icon: UserIcon },
] as const;

export type TabId = (typeof TABS)[number]['id'];

export const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value);

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the URL's ?tab= holds the choice. */
export function DashboardTabs({ active, onSelect, children }: { active: TabId; onSelect: (tab: TabId) => void; children: ReactNode }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKey = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = TABS[(target + TABS.length) % TABS.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label="Dashboard" onKeyDown={onKey}>
        {TABS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={active === id}
            aria-controls={`panel-${id}`}
            tabIndex={active === id ? 0 : -1}
            className="tab"
            onClick={() => onSelect(id)}
          >
            <Icon size={18} />
            {label}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        {children}
      </div>
    </>
  );
}
