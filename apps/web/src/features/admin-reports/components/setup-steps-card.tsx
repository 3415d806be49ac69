import { Anchor, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import type { SetupStep } from '@shop/contracts';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardSetup } from '../api/reports';
import { DashboardCard } from './dashboard-card';

/** Where each step is done. */
const STEP_PATHS: Record<SetupStep, string> = {
  store: '/admin/settings/Customization',
  contacts: '/admin/settings/Generals?tab=contacts',
  product: '/admin/products/Create',
  rates: '/admin/exchangeRates/Create',
  shipment: '/admin/settings/Generals?tab=shipment',
  pay_forms: '/admin/settings/Generals?tab=pay-forms',
  pages: '/admin/settings/Information',
  mail: '/admin/settings/Generals?tab=mail',
};

/** A second way to do a step, under its description: a catalogue kept in a spreadsheet is imported whole. */
const OTHER_WAYS: Partial<Record<SetupStep, string>> = {
  product: '/admin/products/import',
};

/**
 * A new shop's first steps at the top of the dashboard, each a link to where it is done, until every one is: a fresh
 * shop sells on defaults (its name "Tienda", free delivery from central Havana, transfers to no account, MLC without
 * a rate, its pages unpublished, no mail server) that nothing else points out to its owner.
 */
export function SetupStepsCard() {
  const { t } = useTranslation('admin-reports');
  const steps = useDashboardSetup(true).data?.steps;
  if (!steps) return null;
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <DashboardCard title={t('dashboard.setup.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dashboard.setup.progress', { done, total: steps.length })}
        </Text>
        <Progress value={(done / steps.length) * 100} size="sm" aria-hidden />
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map((step) => (
            <Group key={step.key} component="li" wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon
                variant="light"
                radius="xl"
                color={step.done ? 'teal' : 'gray'}
                role="img"
                aria-label={t(step.done ? 'dashboard.setup.done' : 'dashboard.setup.to_do')}
              >
                {step.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
              </ThemeIcon>
              <div>
                <Anchor
                  component={Link}
                  to={STEP_PATHS[step.key]}
                  fw={600}
                  c={step.done ? 'dimmed' : undefined}
                >
                  {t(`dashboard.setup.steps.${step.key}.title`)}
                </Anchor>
                {!step.done && (
                  <Text size="sm" c="dimmed">
                    {t(`dashboard.setup.steps.${step.key}.description`)}
                  </Text>
                )}
                {!step.done && OTHER_WAYS[step.key] && (
                  <Anchor component={Link} to={OTHER_WAYS[step.key] as string} size="sm">
                    {t(`dashboard.setup.steps.${step.key}.other_way`)}
                  </Anchor>
                )}
              </div>
            </Group>
          ))}
        </Stack>
      </Stack>
    </DashboardCard>
  );
}
