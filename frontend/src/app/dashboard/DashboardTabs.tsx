import type { ReactNode } from 'react';
import { ChartIcon, HistoryIcon, SparkIcon, UserIcon } from '../../components/icons';
import { Tabs } from '../../components/Tabs';

export const TABS = [
  { id: 'generator', label: 'Plan Generator', icon: SparkIcon },
  { id: 'history', label: 'Training History', icon: HistoryIcon },
  { id: 'analytics', label: 'Analytics', icon: ChartIcon },
  { id: 'profile', label: 'Profile', icon: UserIcon },
] as const;

export type TabId = (typeof TABS)[number]['id'];

export const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value);

export function DashboardTabs({ active, onSelect, children }: { active: TabId; onSelect: (tab: TabId) => void; children: ReactNode }) {
  return (
    <Tabs tabs={TABS} label="Dashboard" active={active} onSelect={onSelect}>
      {children}
    </Tabs>
  );
}
