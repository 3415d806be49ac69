import type { z } from 'zod';
import type { QueryReader } from '../../lib/use-list-params';
import { presetPeriod } from './period';

type ReportQuery = Record<string, string | number | undefined>;

/**
 * How a report reads its filters from the URL: a missing period is this month, and a query that is not one (a date
 * edited by hand) falls back to this month with `fixed` (the report's own defaults, e.g. its grouping).
 */
export function periodReader<S extends z.ZodType<ReportQuery>>(
  schema: S,
  fixed: Record<string, string> = {},
): QueryReader<z.output<S>> {
  const defaults = () => schema.parse({ ...presetPeriod('this_month'), ...fixed });
  return {
    read(raw) {
      const parsed = schema.safeParse({ ...presetPeriod('this_month'), ...fixed, ...raw });
      return parsed.success ? parsed.data : defaults();
    },
    defaults,
  };
}
