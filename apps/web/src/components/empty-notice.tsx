import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './empty-notice.module.css';

interface EmptyNoticeProps {
  title: string;
  description: string;
  /** What the shopper can do about it (a button). */
  action?: ReactNode;
}

/**
 * A listing with nothing to show, as Mantine's EmptyState draws it: the storefront's first load shows one whenever a
 * search finds nothing or a page is past the last, and EmptyState's compound parts weighed about 0.8 kB of its
 * JavaScript (issue 13). Every `PastTheEnd` uses it, the back office's too; the back office's empty tables keep
 * EmptyState, which its own bundle has anyway.
 */
export function EmptyNotice({ title, description, action }: EmptyNoticeProps) {
  return (
    <div className={classes.notice}>
      <div className={classes.icon} aria-hidden>
        <IconMoodEmpty size={48} />
      </div>
      <p className={classes.title}>{title}</p>
      <p className={classes.description}>{description}</p>
      {action ? <div className={classes.actions}>{action}</div> : null}
    </div>
  );
}
