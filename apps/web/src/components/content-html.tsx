// The typography styles load with the content screens, not with the storefront's first page (issue 13).
import '@mantine/core/styles/Typography.layer.css';
import { Typography } from '@mantine/core';
import classes from './content-html.module.css';

/**
 * HTML the server sanitised before storing it (apps/server/src/modules/content/sanitize.ts: no scripts, handlers,
 * styles or `javascript:` links), shown with the shop's typography.
 */
export function ContentHtml({ html }: { html: string }) {
  return (
    <Typography className={classes.root}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server with an allowlist before it was stored. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
