import { useEffect } from 'react';
import { watchBuilds } from '../../lib/build-version';

/** Notices a deploy so the next navigation loads the new build (the navigation middleware does the reload). */
export function useBuildWatch() {
  useEffect(() => {
    // The dev server has no /builds/latest.json of its own build.
    if (import.meta.env.DEV) return;
    return watchBuilds();
  }, []);
}
