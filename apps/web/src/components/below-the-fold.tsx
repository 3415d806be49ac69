import type { ReactNode } from 'react';
import classes from './below-the-fold.module.css';

/** A part of a long page the browser lays out and paints only once it scrolls near (content-visibility). */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <div className={classes.root}>{children}</div>;
}
