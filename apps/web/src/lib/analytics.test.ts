import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the page sent: each beacon's events, read back from its JSON blob. */
let sent: unknown[][] = [];
const beacon = vi.fn((url: string, body: Blob) => {
  expect(url).toBe('/api/analytics/events');
  expect(body.type).toBe('application/json');
  void body.text().then((text) => sent.push(JSON.parse(text).events));
  return true;
});

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

/** A fresh copy of the module: its queue and "first page of the visit" are per page load. */
const load = async () => {
  vi.resetModules();
  return import('./analytics');
};

const hide = async () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  await vi.waitFor(() => expect(sent.length).toBe(beacon.mock.calls.length));
};

beforeEach(() => {
  // Collectors loaded before (by this file's earlier tests, or by screens of other files that share the worker's
  // modules) still listen on the page: what they hold leaves now, through setup.ts's silent beacon, not in the middle
  // of this test.
  dispatchEvent(new Event('pagehide'));
  sent = [];
  beacon.mockClear();
  setNavigator('sendBeacon', beacon);
  setNavigator('doNotTrack', null);
  setNavigator('globalPrivacyControl', undefined);
  Object.defineProperty(document, 'referrer', {
    value: 'https://www.facebook.com/tienda',
    configurable: true,
  });
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('analytics', () => {
  it('sends nothing until the page is hidden, then one batch with the referrer on the first page only', async () => {
    const { trackPage, track, trackEmptySearch } = await load();
    trackPage('/store');
    trackPage('/Products/cafe-serrano');
    track({ type: 'product_view', product_id: 7 });
    trackEmptySearch(`  ${'x'.repeat(150)}  `);
    expect(beacon).not.toHaveBeenCalled();
    await hide();
    expect(sent).toEqual([
      [
        { type: 'page', path: '/store', referrer: 'https://www.facebook.com/tienda' },
        { type: 'page', path: '/Products/cafe-serrano' },
        { type: 'product_view', product_id: 7 },
        { type: 'search_empty', q: 'x'.repeat(100) },
      ],
    ]);
  });

  it('splits what gathered into batches the server accepts', async () => {
    const { track } = await load();
    for (let id = 1; id <= 45; id++) track({ type: 'product_view', product_id: id });
    await hide();
    expect(sent.map((batch) => batch.length)).toEqual([20, 20, 5]);
  });

  it('leaves out a path the server would refuse, rather than lose the batch', async () => {
    const { trackPage, track } = await load();
    trackPage(`/${'a'.repeat(250)}`);
    track({ type: 'product_view', product_id: 1 });
    await hide();
    expect(sent).toEqual([[{ type: 'product_view', product_id: 1 }]]);
  });

  it('counts nobody who asked not to be tracked (Do Not Track or Global Privacy Control)', async () => {
    setNavigator('doNotTrack', '1');
    let analytics = await load();
    analytics.trackPage('/store');
    await hide();
    setNavigator('doNotTrack', null);
    setNavigator('globalPrivacyControl', true);
    analytics = await load();
    analytics.trackPage('/store');
    await hide();
    expect(beacon).not.toHaveBeenCalled();
  });
});
