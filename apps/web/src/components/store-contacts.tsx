import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import type { SocialNetwork } from '@shop/contracts';
import { hasStoreContacts } from '@shop/contracts';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readablePhone } from '../lib/readable-phone';
import { useStoreContacts } from '../lib/store-contacts';

const ICONS: Record<SocialNetwork, typeof IconBrandFacebook> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  whatsapp: IconBrandWhatsapp,
  telegram: IconBrandTelegram,
  x: IconBrandX,
  youtube: IconBrandYoutube,
  tiktok: IconBrandTiktok,
};

/** The shop's address, phones, e-mails and social links (the Contacts partial); nothing when none is set. */
export function StoreContacts({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('shell');
  const contacts = useStoreContacts();
  if (!hasStoreContacts(contacts)) return null;
  const { address, phones, emails, links } = contacts;
  return (
    <Stack gap={4}>
      {address ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size={size}>{address}</Text>
        </Group>
      ) : null}
      {/* py 2: small words in a 24 px target (WCAG 2.5.8), the rows standing 4 px apart. */}
      {phones.map((phone) => (
        <Group key={phone} gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden />
          <Anchor href={`tel:${phone}`} size={size} py={2}>
            {readablePhone(phone)}
          </Anchor>
        </Group>
      ))}
      {emails.map((email) => (
        <Group key={email} gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden />
          <Anchor href={`mailto:${email}`} size={size} py={2}>
            {email}
          </Anchor>
        </Group>
      ))}
      {links.length ? (
        <Group gap={4} mt={4}>
          {links.map(({ network, url }) => {
            const Icon = ICONS[network];
            return (
              <ActionIcon
                key={url}
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                aria-label={t(`social.${network}`)}
              >
                <Icon size={18} />
              </ActionIcon>
            );
          })}
        </Group>
      ) : null}
    </Stack>
  );
}
