import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { hasStoreContacts, LOCALES } from '@shop/contracts';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { copyrightYears } from '../lib/business-hours';
import { useContentIndex } from '../lib/content-index';
import { changeLocale, useLocale } from '../lib/i18n';
import { usePickupPoints } from '../lib/pickup-points';
import { useShippingOptions } from '../lib/shipping-options';
import { useStoreContacts } from '../lib/store-contacts';
import { useStoreName } from '../lib/store-identity';
import { useStoreNav } from '../lib/store-nav';
import { BusinessHours } from './business-hours';
import { StoreContacts } from './store-contacts';

/** Small words, but a 24 px target (WCAG 2.5.8): the links stand 4 px apart in their columns. */
const TARGET_PADDING = 2;

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed" py={TARGET_PADDING}>
      {children}
    </Anchor>
  );
}

/** Where shoppers can pick orders up (the points of sale open for pickup), with their addresses. */
function PointsOfSale() {
  const { t } = useTranslation('shell');
  const points = usePickupPoints();
  if (!points?.length) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('footer.points_of_sale')}
      </Text>
      {points.map((point) => (
        <Stack key={point.id} gap={0}>
          <Text size="sm" fw={500}>
            {point.name}
          </Text>
          <Text size="sm" c="dimmed">
            {point.address}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** How a shopper can pay: the shop's pay forms enabled for either delivery, then the online providers switched on. */
function PayForms() {
  const { t } = useTranslation('shell');
  const options = useShippingOptions().data;
  if (!options) return null;
  const forms = [...options.pay_forms.home, ...options.pay_forms.pickup];
  const names = [
    ...new Map(forms.map((form) => [form.code, form.name])).values(),
    ...options.online_providers.map((provider) => t(`footer.online.${provider}`)),
  ];
  if (names.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('footer.pay_forms')}
      </Text>
      {names.map((name) => (
        <Text key={name} size="sm" c="dimmed">
          {name}
        </Text>
      ))}
    </Stack>
  );
}

/** The languages the shop speaks, each named in itself; the current one is marked. */
function FooterLanguages() {
  const { t } = useTranslation('shell');
  const current = useLocale();
  return (
    <Group gap="sm" component="nav" aria-label={t('language.label')}>
      {LOCALES.map((locale) => (
        <Anchor
          key={locale}
          component="button"
          type="button"
          size="sm"
          py={TARGET_PADDING}
          c={locale === current ? undefined : 'dimmed'}
          fw={locale === current ? 600 : undefined}
          aria-current={locale === current ? 'true' : undefined}
          lang={locale.slice(0, 2)}
          onClick={() => {
            if (locale !== current) void changeLocale(locale);
          }}
        >
          {t(`language.${locale}`)}
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * Every storefront page's foot: the shop's own pages (the policies among them), help, business hours, contacts and
 * social links, the points of sale, the ways to pay, the copyright and the languages.
 */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const name = useStoreName();
  const pages = useContentIndex().data?.sections.flatMap((section) => section.pages) ?? [];
  // A column with nothing under its title is left out (a new shop has no pages and no contacts yet).
  const contacts = hasStoreContacts(useStoreContacts());
  // Help: the navigation's pages but the offers, those with something to show.
  const help = useStoreNav().filter((link) => link.key !== 'offers');
  return (
    <Container
      component="footer"
      size="xl"
      w="100%"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="lg" mb="lg">
        {pages.length > 0 && (
          <Stack gap={4} component="nav" aria-label={t('footer.links_label')}>
            <Text size="sm" fw={600}>
              {t('footer.pages')}
            </Text>
            {pages.map((page) => (
              <FooterLink key={page.slug} to={`/${page.slug}`}>
                {page.title}
              </FooterLink>
            ))}
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('footer.help')}
          </Text>
          {help.map((link) => (
            <FooterLink key={link.path} to={link.path}>
              {t(`nav.${link.key}`)}
            </FooterLink>
          ))}
        </Stack>
        <Stack gap={4}>
          <Group gap={6}>
            <IconClock size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {t('hours.title')}
            </Text>
          </Group>
          <BusinessHours size="sm" />
        </Stack>
        {contacts && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('footer.contact')}
            </Text>
            <StoreContacts />
          </Stack>
        )}
        <Stack gap="md">
          <PointsOfSale />
          <PayForms />
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { years: copyrightYears(), name })}
        </Text>
        <FooterLanguages />
      </Group>
    </Container>
  );
}
