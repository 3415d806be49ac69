/**
 * A page prints in the light colour scheme: paper is white and browsers leave backgrounds out unless asked, so a dark
 * page's light grey words would print faint on white. The page's own scheme comes back once it is printed.
 */
export function printInLight() {
  const root = document.documentElement;
  let scheme: string | undefined;
  window.addEventListener('beforeprint', () => {
    scheme = root.dataset.mantineColorScheme;
    root.dataset.mantineColorScheme = 'light';
  });
  window.addEventListener('afterprint', () => {
    if (scheme) root.dataset.mantineColorScheme = scheme;
  });
}
