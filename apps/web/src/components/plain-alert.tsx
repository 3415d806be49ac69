import type { ReactNode } from 'react';
import classes from './plain-alert.module.css';

interface PlainAlertProps {
  /** How it looks: a failed load (light red) or the offline notice (filled orange). */
  tone: 'error' | 'offline';
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** `alert` (the default) is read out at once; `status` waits for the screen reader to be idle. */
  role?: 'alert' | 'status';
  className?: string;
}

/**
 * A message box drawn as Mantine's Alert, in plain elements (decision 042): the storefront's first load shows one only
 * when something went wrong, and Mantine's brought its code and its close button's to every page.
 */
export function PlainAlert({ tone, icon, title, children, role = 'alert', className }: PlainAlertProps) {
  // A live region: its whole text is read out, title and message, without naming it apart.
  return (
    <div role={role} className={`${classes.root} ${classes[tone]} ${className ?? ''}`}>
      <div className={classes.icon}>{icon}</div>
      <div className={classes.body}>
        <div className={classes.title}>{title}</div>
        {children ? <div className={classes.message}>{children}</div> : null}
      </div>
    </div>
  );
}
