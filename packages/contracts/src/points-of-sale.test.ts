import { describe, expect, it } from 'vitest';
import { pointOfSaleBodySchema, scheduleSchema } from './points-of-sale';

const issuesOf = (value: unknown) =>
  scheduleSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('weekly schedule', () => {
  it('keeps hours as HH:MM and sorts the periods by weekday, keeping each day in order', () => {
    expect(
      scheduleSchema.parse([
        { weekday: 6, opens: '9:00', closes: '14:00' },
        { weekday: 2, opens: '09:00', closes: '13:00' },
        { weekday: 2, opens: '14:00', closes: '17:30' },
      ]),
    ).toEqual([
      { weekday: 2, opens: '09:00', closes: '13:00' },
      { weekday: 2, opens: '14:00', closes: '17:30' },
      { weekday: 6, opens: '09:00', closes: '14:00' },
    ]);
  });

  it('lets one period open when the previous one closes', () => {
    expect(
      scheduleSchema.safeParse([
        { weekday: 1, opens: '09:00', closes: '13:00' },
        { weekday: 1, opens: '13:00', closes: '15:00' },
      ]).success,
    ).toBe(true);
  });

  it('refuses hours out of order, within a period or between the periods of one day', () => {
    expect(issuesOf([{ weekday: 1, opens: '13:00', closes: '09:00' }])).toEqual([
      ['0.closes', 'schedule_not_ascending'],
    ]);
    expect(issuesOf([{ weekday: 1, opens: '10:00', closes: '10:00' }])).toEqual([
      ['0.closes', 'schedule_not_ascending'],
    ]);
    expect(
      issuesOf([
        { weekday: 3, opens: '14:00', closes: '17:00' },
        { weekday: 3, opens: '09:00', closes: '13:00' },
      ]),
    ).toEqual([['1.opens', 'schedule_not_ascending']]);
    expect(
      issuesOf([
        { weekday: 3, opens: '09:00', closes: '13:00' },
        { weekday: 3, opens: '12:00', closes: '15:00' },
      ]),
    ).toEqual([['1.opens', 'schedule_not_ascending']]);
  });

  it('refuses impossible times and weekdays', () => {
    expect(issuesOf([{ weekday: 1, opens: '24:00', closes: '9:5' }])).toEqual([
      ['0.opens', 'time_invalid'],
      ['0.closes', 'time_invalid'],
    ]);
    expect(scheduleSchema.safeParse([{ weekday: 8, opens: '09:00', closes: '10:00' }]).success).toBe(false);
    expect(scheduleSchema.safeParse([{ weekday: 0, opens: '09:00', closes: '10:00' }]).success).toBe(false);
  });
});

describe('point of sale body', () => {
  const body = {
    name: 'Tienda Vedado',
    address: 'Calle 23',
    province: 'la-habana',
    municipality: 'la-habana/plaza-de-la-revolucion',
    longitude: -82.38,
    latitude: 23.13,
    phones: ['7 830 1234'],
  };

  it('normalizes phones and fills the defaults', () => {
    expect(pointOfSaleBodySchema.parse(body)).toMatchObject({
      phones: ['+5378301234'],
      schedule: [],
      use_for_local_pickup: false,
      active: true,
    });
  });

  it('reports every wrong field at once', () => {
    const result = pointOfSaleBodySchema.safeParse({
      ...body,
      municipality: 'matanzas/cardenas',
      longitude: 181,
      latitude: -91,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'latitude',
      'longitude',
      'municipality',
    ]);
  });

  it('refuses a municipality of another province, but says nothing more of an unknown one', () => {
    const unknown = pointOfSaleBodySchema.safeParse({ ...body, province: 'atlantis', municipality: 'x/y' });
    expect(unknown.error?.issues.map((issue) => issue.message)).toEqual([
      'province_unknown',
      'municipality_unknown',
    ]);
    const other = pointOfSaleBodySchema.safeParse({ ...body, municipality: 'matanzas/cardenas' });
    expect(other.error?.issues).toMatchObject([
      { path: ['municipality'], message: 'municipality_outside_province' },
    ]);
  });
});
