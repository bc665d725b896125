import { pageNames, pageOfPath, pageTitle, type PageName } from '@laneforge/contracts/pages';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from './config';

/** Sets the tab's title: "{name} · LaneForge" (the landing page: "LaneForge · {tagline}"). */
export function useDocumentTitle(name: string | undefined, landing = false): void {
  useEffect(() => {
    if (name) document.title = pageTitle(name, PRODUCT_NAME, landing);
  }, [name, landing]);
}

/** Pages whose title is their plan's title; they set it themselves once the plan has loaded. */
const titledByContent: ReadonlySet<PageName> = new Set(['plan', 'share']);

/** Gives every route its own title as the location changes. */
export function RouteTitle() {
  const { pathname, search } = useLocation();
  const page = pageOfPath(pathname, search);
  useDocumentTitle(titledByContent.has(page) ? undefined : pageNames[page], page === 'landing');
  return null;
}
