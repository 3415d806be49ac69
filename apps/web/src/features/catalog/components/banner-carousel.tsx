import { ActionIcon } from '@mantine/core';
import type { StoreBanner } from '@shop/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableText } from '../../../lib/readable-text';
import classes from './banner-strip.module.css';

/** SPEC §9 breakpoint sm: below it, phones get the square picture. */
const PHONE = '(max-width: 599px)';

function BannerButton({ banner }: { banner: StoreBanner }) {
  // SPEC §3 gives a banner's button a colour and a text colour; staff's text colour is kept when it reads on the
  // button's colour, else the button's words turn black or white.
  const style = {
    background: banner.button_color,
    color: readableText(banner.button_color, banner.text_color),
  };
  if (!banner.button_text || !banner.url) return null;
  return banner.url.startsWith('/') ? (
    <Link to={banner.url} className={classes.button} style={style}>
      {banner.button_text}
    </Link>
  ) : (
    <a href={banner.url} className={classes.button} style={style} rel="noopener noreferrer">
      {banner.button_text}
    </a>
  );
}

function BannerSlide({ banner, first }: { banner: StoreBanner; first: boolean }) {
  const fallback = banner.desktop_image ?? banner.mobile_image ?? '';
  return (
    <article
      className={classes.slide}
      data-web={banner.active_web}
      data-movile={banner.active_movile}
      aria-roledescription="slide"
      aria-label={banner.title || banner.button_text}
      style={{
        borderWidth: banner.border_width,
        borderColor: banner.border_color || 'transparent',
      }}
    >
      <picture className={classes.picture}>
        {banner.mobile_image ? <source media={PHONE} srcSet={banner.mobile_image} /> : null}
        <img src={fallback} alt="" loading={first ? 'eager' : 'lazy'} decoding="async" />
      </picture>
      <div className={classes.overlay} data-position={banner.button_position}>
        {banner.title ? <p className={classes.title}>{banner.title}</p> : null}
        <BannerButton banner={banner} />
      </div>
    </article>
  );
}

/**
 * The banners staff made for a page (SPEC §3), highest priority first: swiped on phones, with buttons on wider
 * screens. Each slide shows only where it is on (web, phone) and holds its picture's ratio, so the page never jumps.
 */
export function BannerCarousel({ banners }: { banners: StoreBanner[] }) {
  const { t } = useTranslation('catalog');
  const strip = useRef<HTMLDivElement>(null);
  const move = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth, behavior: 'smooth' });

  return (
    <section aria-roledescription="carousel" aria-label={t('banners.label')}>
      <div ref={strip} className={classes.strip}>
        {banners.map((banner, i) => (
          <BannerSlide key={banner.id} banner={banner} first={i === 0} />
        ))}
      </div>
      {banners.length > 1 ? (
        <div className={classes.controls}>
          <ActionIcon
            variant="default"
            radius="xl"
            aria-label={t('banners.previous')}
            onClick={() => move(-1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="default" radius="xl" aria-label={t('banners.next')} onClick={() => move(1)}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </div>
      ) : null}
    </section>
  );
}
