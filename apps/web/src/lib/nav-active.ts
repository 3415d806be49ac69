/** A navigation link's target: its path, and whether only that exact path counts (a section's home). */
export interface NavTarget {
  path: string;
  exact?: boolean;
}

/** Whether `pathname` is the link's page or one below it (case and a trailing slash aside). */
export function isActive(pathname: string, target: NavTarget): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  const wanted = target.path.toLowerCase();
  return target.exact ? current === wanted : current === wanted || current.startsWith(`${wanted}/`);
}
