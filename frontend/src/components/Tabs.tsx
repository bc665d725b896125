import type { ComponentType, KeyboardEvent, ReactNode } from 'react';
import { useRef } from 'react';
import './tabs.css';

export interface TabSpec<Id extends string> {
  id: Id;
  label: string;
  icon: ComponentType<{ size?: number }>;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the owner keeps the choice (e.g. in ?tab=). */
export function Tabs<Id extends string>({ tabs, label, active, onSelect, children }: { tabs: readonly TabSpec<Id>[]; label: string; active: Id; onSelect: (tab: Id) => void; children: ReactNode }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKey = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map(({ id, label: text, icon: Icon }) => (
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
            {text}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        {children}
      </div>
    </>
  );
}
