import { Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useContactsSettings } from '../api/contacts-settings';
import { useHomeSettings } from '../api/home-settings';
import { useMailSettings } from '../api/mail-settings';
import { useNotificationSettings } from '../api/notification-settings';
import { useOrderSettings } from '../api/order-settings';
import { usePayFormsSettings } from '../api/pay-forms-settings';
import { usePaymentProviders } from '../api/payment-providers';
import { useRelatedProductsSettings } from '../api/related-products-settings';
import { useShipmentSettings } from '../api/shipment-settings';
import { useShoppingCardSettings } from '../api/shopping-card-settings';
import { useStoreSettings } from '../api/store-settings';
import { ContactsForm } from '../components/contacts-form';
import { HomeSectionsForm } from '../components/home-sections-form';
import { MailSettingsForm } from '../components/mail-settings-form';
import { NotificationsForm } from '../components/notifications-form';
import { OrderSettingsForm } from '../components/order-settings-form';
import { PayFormsForm } from '../components/pay-forms-form';
import { PaymentProvidersForm } from '../components/payment-providers-form';
import { PickupForm } from '../components/pickup-form';
import { RelatedProductsForm } from '../components/related-products-form';
import { SettingsTabPanel } from '../components/settings-tab-panel';
import { ShipmentForm } from '../components/shipment-form';
import { ShoppingCardsForm } from '../components/shopping-cards-form';
import { StoreHoursForm } from '../components/store-hours-form';

export const SETTINGS_TABS = [
  'shipment',
  'pickup',
  'pay-forms',
  'orders',
  'related-products',
  'notifications',
  'mail',
  'home',
  'hours',
  'contacts',
  'gift-cards',
  'online-payments',
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

const isTab = (value: string | null): value is SettingsTab => SETTINGS_TABS.some((tab) => tab === value);

/** Each tab loads only its own document, once it is opened (panels are not kept mounted). */
function ShipmentTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useShipmentSettings()}>
      {(saved) => <ShipmentForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function PickupTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useShipmentSettings()}>
      {(saved) => <PickupForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function PayFormsTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={usePayFormsSettings()}>
      {(saved) => <PayFormsForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function OrdersTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useOrderSettings()}>
      {(saved) => <OrderSettingsForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function RelatedProductsTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useRelatedProductsSettings()}>
      {(saved) => <RelatedProductsForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function NotificationsTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useNotificationSettings()}>
      {(saved) => <NotificationsForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function MailTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useMailSettings()}>
      {(saved) => <MailSettingsForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function HomeTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useHomeSettings()}>
      {(saved) => <HomeSectionsForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function HoursTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useStoreSettings()}>
      {(saved) => <StoreHoursForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function ContactsTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useContactsSettings()}>
      {(saved) => <ContactsForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function GiftCardsTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={useShoppingCardSettings()}>
      {(saved) => <ShoppingCardsForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

function OnlinePaymentsTab({ canSave }: { canSave: boolean }) {
  return (
    <SettingsTabPanel query={usePaymentProviders()}>
      {(saved) => <PaymentProvidersForm saved={saved} canSave={canSave} />}
    </SettingsTabPanel>
  );
}

const PANELS: Record<SettingsTab, (props: { canSave: boolean }) => ReactNode> = {
  shipment: ShipmentTab,
  pickup: PickupTab,
  'pay-forms': PayFormsTab,
  orders: OrdersTab,
  'related-products': RelatedProductsTab,
  notifications: NotificationsTab,
  mail: MailTab,
  home: HomeTab,
  hours: HoursTab,
  contacts: ContactsTab,
  'gift-cards': GiftCardsTab,
  'online-payments': OnlinePaymentsTab,
};

/**
 * /admin/settings/Generals: shipping, local pickup, pay forms, orders and inventory, related products, staff
 * notifications, the mail server, the front's sections, the business hours, the shop's contacts, gift cards, online payments; the tab is in
 * `?tab=`.
 */
export function Component() {
  const { t } = useTranslation('admin-settings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isTab(requested) ? requested : 'shipment';
  const canSave = userCan(useCurrentUser(), ['read_settings', 'update_settings']);

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('title')}</PageTitle>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          if (!isTab(value)) return;
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          );
        }}
      >
        <Tabs.List aria-label={t('tabs.label')} mb="md">
          {SETTINGS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTINGS_TABS.map((value) => {
          const Panel = PANELS[value];
          return (
            <Tabs.Panel key={value} value={value}>
              <Panel canSave={canSave} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
