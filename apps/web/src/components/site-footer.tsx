import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { copyrightYear } from '../lib/business-hours';
import { useContentIndex } from '../lib/content-index';
import { useStoreName } from '../lib/store-identity';
import { BusinessHours } from './business-hours';
import { StoreContacts } from './store-contacts';

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed">
      {children}
    </Anchor>
  );
}

/** Every storefront page's foot: the shop's own pages (the policies among them), help, business hours. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const name = useStoreName();
  const pages = useContentIndex().data?.sections.flatMap((section) => section.pages) ?? [];
  return (
    <Container
      component="footer"
      size="xl"
      w="100%"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" mb="lg">
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
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('footer.help')}
          </Text>
          <FooterLink to="/blog">{t('nav.blog')}</FooterLink>
          <FooterLink to="/info">{t('nav.info')}</FooterLink>
          <FooterLink to="/Frequent-Ask">{t('nav.faq')}</FooterLink>
          <FooterLink to="/Contact-Us">{t('nav.contact')}</FooterLink>
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
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('footer.contact')}
          </Text>
          <StoreContacts />
        </Stack>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: copyrightYear(), name })}
      </Text>
    </Container>
  );
}
