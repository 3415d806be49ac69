import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { BelowTheFold } from '../../components/below-the-fold';
import { PageLoader } from '../../components/page-loader';
import { SkipLink, skipTarget } from '../../components/skip-link';
import { deferred } from '../../lib/deferred';
import { trackPage } from '../../lib/track';
import { StoreHeader } from '../header/store-header';
import classes from './main-frame.module.css';

/** The footer's module, as the build manifest names it: a part its `BelowTheFold` needs (decision 074). */
const FOOTER_PART = 'src/components/site-footer.tsx';
const FOOTER_NEEDS = [FOOTER_PART];

/**
 * The footer's code comes after the page's own (issue 13): a server-rendered page shows the footer from its HTML at
 * once; its chunk is fetched, and React hydrates it, only when it comes near the screen (BelowTheFold), so that a tap
 * on its language buttons made meanwhile is kept and made once it is alive.
 */
const SiteFooter = deferred(
  async () => (await import('../../components/site-footer')).SiteFooter,
  undefined,
  FOOTER_PART,
);

interface MainFrameProps {
  /** The phone's left drawer (categories and pages); SPEC §2's profile and redirect pages go without it. */
  drawer?: boolean;
  children: ReactNode;
}

/**
 * The storefront's frame (SPEC §2 "main"): the header (search, category menu and the shop's pages; a drawer on
 * phones, no permanent sidebar), the screen, then the footer. Plain elements rather than Mantine's AppShell, whose
 * navbar and aside machinery the storefront no longer needs in its first load.
 */
export function MainFrame({ drawer = true, children }: MainFrameProps) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view is counted whenever the path changes.
  useEffect(() => trackPage(), [pathname]);

  return (
    <div className={classes.frame}>
      <SkipLink />
      <header className={classes.header}>
        <StoreHeader drawer={drawer} />
      </header>
      <main {...skipTarget} className={`${classes.main} ${skipTarget.className}`}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </main>
      <BelowTheFold needs={FOOTER_NEEDS}>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </BelowTheFold>
    </div>
  );
}
