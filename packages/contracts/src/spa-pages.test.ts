import { describe, expect, it } from 'vitest';
import { isRecordId } from './record-id';
import { matchSpaPage } from './spa-pages';

describe('the page at a path', () => {
  it('is the one with more fixed segments where two fit, as the router ranks them', () => {
    expect(matchSpaPage('/admin/users/create')).toEqual({ pattern: '/admin/users/create', params: {} });
    expect(matchSpaPage('/admin/users/7')).toEqual({ pattern: '/admin/users/:id', params: { id: '7' } });
    expect(matchSpaPage('/store')?.pattern).toBe('/store');
    expect(matchSpaPage('/politica-de-privacidad')).toEqual({
      pattern: '/:slug',
      params: { slug: 'politica-de-privacidad' },
    });
  });

  it('is found whatever the case, the trailing slash or the query', () => {
    expect(matchSpaPage('/ORDERS/12/Show/?x=1')).toEqual({
      pattern: '/orders/:order/show',
      params: { order: '12' },
    });
  });

  it('is none for a path the app has no page for', () => {
    expect(matchSpaPage('/store/x')).toBeUndefined();
    expect(matchSpaPage('/admin/users/7/extra')).toBeUndefined();
  });

  it('is none for a first segment the app keeps for itself where it has no page of its own there', () => {
    for (const path of ['/orders', '/Payment_Shopping_Card', '/auth', '/information', '/uploads'])
      expect(matchSpaPage(path), path).toBeUndefined();
    expect(matchSpaPage('/Profile')?.pattern).toBe('/Profile');
    expect(matchSpaPage('/checkout/')?.pattern).toBe('/checkout');
  });
});

describe('a record id in a path', () => {
  it('is a positive integer the database can hold', () => {
    for (const id of ['1', '42', '2147483647']) expect(isRecordId(id), id).toBe(true);
    for (const id of ['0', '-1', '01', '1.5', 'abc', '2147483648', '99999999999', ''])
      expect(isRecordId(id), id).toBe(false);
  });
});
