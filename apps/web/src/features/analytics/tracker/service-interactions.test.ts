import { SERVICE_INTERACTION_TYPES } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  bookedTitle,
  clickInteraction,
  isBookingLink,
  isContactLink,
  serviceTarget,
  visitInteraction,
} from './service-interactions';

describe('serviceTarget', () => {
  it.each([
    ['/services/karriere-coaching', { kind: 'service', slug: 'karriere-coaching' }],
    ['/services/karriere-coaching/', { kind: 'service', slug: 'karriere-coaching' }],
    ['/services/packages/neustart-paket', { kind: 'package', slug: 'neustart-paket' }],
    ['/services/caf%C3%A9', { kind: 'service', slug: 'café' }],
    ['/services', null],
    ['/services/packages', null],
    ['/services/packages/', null],
    ['/services/a/b', null],
    ['/contact', null],
  ])('%s → %j', (path, expected) => {
    expect(serviceTarget(path)).toEqual(expected);
  });
});

describe('interaction types', () => {
  it('maps clicks and visits to the spec types', () => {
    const service = { kind: 'service', slug: 's' } as const;
    const pkg = { kind: 'package', slug: 'p' } as const;
    expect(clickInteraction(service)).toBe('click');
    expect(clickInteraction(pkg)).toBe('package_click');
    expect(visitInteraction(service)).toBe('detail_view');
    expect(visitInteraction(pkg)).toBe('package_view');
    for (const type of ['click', 'package_click', 'detail_view', 'package_view', 'view', 'book_click']) {
      expect(SERVICE_INTERACTION_TYPES).toContain(type);
    }
  });
});

describe('isContactLink', () => {
  const origin = 'https://coaching.example';
  it.each([
    ['https://coaching.example/contact?context=service_detail&service_name=X', null, true],
    ['https://coaching.example/contact', null, true],
    ['https://coaching.example/about', null, false],
    ['https://elsewhere.example/contact', null, false],
    ['https://calendly.example/wegweiser', 'https://calendly.example/wegweiser', true],
    ['https://calendly.example/other', 'https://calendly.example/wegweiser', false],
    ['https://coaching.example/termin?context=service_detail', '/termin', true],
  ])('%s (redirect %s) → %s', (href, redirect, expected) => {
    expect(isContactLink(new URL(href), origin, redirect)).toBe(expected);
  });
});

describe('isBookingLink', () => {
  const origin = 'https://coaching.example';
  it.each([
    ['https://coaching.example/booking?type=2', true],
    ['https://coaching.example/booking', true],
    ['https://coaching.example/booking/confirmation?type=2', false],
    ['https://elsewhere.example/booking?type=2', false],
  ])('%s → %s', (href, expected) => {
    expect(isBookingLink(new URL(href), origin)).toBe(expected);
  });
});

describe('bookedTitle', () => {
  it('reads the service or package name of a contact link', () => {
    expect(
      bookedTitle(new URL('https://x.example/contact?context=service_detail&service_name=Karriere')),
    ).toBe('Karriere');
    expect(bookedTitle(new URL('https://x.example/contact?package_name=Neustart'))).toBe('Neustart');
    expect(bookedTitle(new URL('https://x.example/contact'))).toBeNull();
  });
});
