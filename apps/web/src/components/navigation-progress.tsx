import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar at the top while the next screen loads; it appears only when loading takes a moment. */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loading')} aria-busy="true" />;
}
