import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { MAX_SCHEDULE_PERIODS, type SchedulePeriod, WEEKDAYS } from '@shop/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { capitalize, weekdayName } from '../../lib/business-hours';
import { useLocale } from '../../lib/i18n';
import { insertionIndex, nextPeriod } from './schedule';
import { TimeField } from './time-field';

/**
 * The week's opening periods, day by day, in a form's `schedule` field (a point of sale's, the shop's business hours):
 * staff add and remove periods; a day without any is closed.
 */
export function ScheduleEditor<Values extends { schedule: SchedulePeriod[] }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const { t } = useTranslation(['common', 'admin-shell']);
  const locale = useLocale();
  const schedule = form.values.schedule;
  const full = schedule.length >= MAX_SCHEDULE_PERIODS;

  return (
    <Stack gap="xs">
      {WEEKDAYS.map((weekday) => {
        const day = capitalize(weekdayName(weekday, locale), locale);
        const periods = schedule
          .map((period, index) => ({ period, index }))
          .filter(({ period }) => period.weekday === weekday);
        return (
          <Paper key={weekday} withBorder p="xs" role="group" aria-label={day}>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <Text fw={600} size="sm" w={110} pt={6}>
                {day}
              </Text>
              {/* Beside the day where there is room; under it on a phone, where a period that still finds none wraps. */}
              <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
                {periods.length === 0 && (
                  <Text size="sm" c="dimmed" pt={6}>
                    {t('admin-shell:kit.schedule.closed')}
                  </Text>
                )}
                {periods.map(({ index }, n) => (
                  <Group key={index} gap="xs" align="flex-start">
                    <TimeField
                      aria-label={t('admin-shell:kit.schedule.opens', { day, n: n + 1 })}
                      w={130}
                      {...form.getInputProps(`schedule.${index}.opens`)}
                    />
                    <Text pt={6}>–</Text>
                    <TimeField
                      aria-label={t('admin-shell:kit.schedule.closes', { day, n: n + 1 })}
                      w={130}
                      {...form.getInputProps(`schedule.${index}.closes`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={4}
                      aria-label={t('admin-shell:kit.schedule.remove', { day, n: n + 1 })}
                      onClick={() => form.removeListItem('schedule', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
              <Button
                variant="subtle"
                size="xs"
                mt={2}
                leftSection={<IconPlus size={14} />}
                disabled={full}
                aria-label={t('admin-shell:kit.schedule.add_to', { day })}
                onClick={() =>
                  form.insertListItem(
                    'schedule',
                    // The list holds periods whatever else the form holds.
                    nextPeriod(schedule, weekday) as FormArrayElement<Values, 'schedule'>,
                    insertionIndex(schedule, weekday),
                  )
                }
              >
                {t('admin-shell:kit.schedule.add')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
