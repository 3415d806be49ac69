import { Button } from '@mantine/core';
import { IconLogin, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useStoreName } from '../../../lib/store-identity';
import { useShopOffer, wordsFor } from '../lib/shop-offer';
import classes from './store-hero.module.css';

/** Welcome, what the shop is, and the next step for this visitor. Plain elements (store-hero.module.css says why). */
export function StoreHero() {
  const { t } = useTranslation('store');
  const name = useStoreName();
  const user = useCurrentUser();
  const offer = useShopOffer();
  return (
    <div className={classes.hero}>
      <div className={classes.content}>
        <h1 className={classes.title}>{t('hero.title', { name })}</h1>
        {offer && (
          <p className={classes.subtitle}>
            {t('hero.subtitle', { context: wordsFor(offer.delivery), coins: offer.anyCoin })}
          </p>
        )}
        {user ? (
          <div className={classes.actions}>
            <p className={classes.signedIn}>{t('hero.signed_in', { name: user.name })}</p>
            <Button component={Link} to="/Profile" leftSection={<IconUser size={18} />}>
              {t('hero.profile')}
            </Button>
          </div>
        ) : (
          <div className={classes.actions}>
            <Button component={Link} to="/Auth/Register" size="md" leftSection={<IconUserPlus size={18} />}>
              {t('hero.register')}
            </Button>
            <Button
              component={Link}
              to="/Auth/Login"
              size="md"
              variant="default"
              leftSection={<IconLogin size={18} />}
            >
              {t('hero.sign_in')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
