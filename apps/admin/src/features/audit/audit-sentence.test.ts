/** Every audit-log action in words, in both languages, never its code (decision 092). */
import {
  AUDIT_ACTIONS,
  AUDIT_CONTENT_ENTITIES,
  AUDIT_CONTENT_VERBS,
  type AuditEntry,
} from '@wegweiser/contracts/admin-auth';
import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';
import { AUDIT_PERSON_ACTIONS, auditWordsDe, auditWordsEn } from './words';

const entry = (action: string, label: string | null = null, entity_id: string | null = 'x1') => ({
  action,
  entity: action.split('.')[0] ?? '',
  entity_id,
  label,
});

describe.each([
  ['de', auditWordsDe],
  ['en', auditWordsEn],
])('the audit log in %s', (_language, w) => {
  it('has words for every action the API writes, none of them its code', () => {
    for (const action of AUDIT_ACTIONS) {
      const sentence = auditSentence(entry(action), w);
      expect(sentence, action).not.toBe(w.unknown);
      expect(sentence.trim(), action).not.toBe('');
      expect(sentence, action).not.toMatch(/[a-z]+\.[a-z_]+|_/);
    }
  });

  it('has words for every edit of every content resource', () => {
    for (const entity of AUDIT_CONTENT_ENTITIES) {
      for (const verb of AUDIT_CONTENT_VERBS) {
        const sentence = auditSentence(entry(`${entity}.${verb}`), w);
        expect(sentence, `${entity}.${verb}`).not.toBe(w.unknown);
        expect(sentence, `${entity}.${verb}`).not.toContain(entity);
        expect(sentence, `${entity}.${verb}`).not.toMatch(/[a-z]\.[a-z]|_/);
      }
    }
  });

  it('says an unknown action neutrally, never its code', () => {
    expect(auditSentence(entry('session.purge'), w)).toBe(w.unknown);
    expect(auditSentence(entry('services.explode'), w)).toBe(w.unknown);
    expect(auditSentence(entry('toString'), w)).toBe(w.unknown);
    expect(w.unknown).not.toMatch(/\./);
  });
});

const jonas = { name: 'Jonas Weber', email: 'jonas@example.org' };
const about = (action: string, detail: AuditEntry['detail']) => ({ ...entry(action), detail });

describe('an entry about a person (decision 096)', () => {
  it('names them with their address, in German', () => {
    const de = (action: string, detail: AuditEntry['detail']) =>
      auditSentence(about(action, detail), auditWordsDe);
    expect(de('user.invite', { person: jonas, role: 'editor' })).toBe(
      'Jonas Weber (jonas@example.org) in die Verwaltung eingeladen (Rolle: Redaktion)',
    );
    expect(de('user.update', { person: jonas, role: 'owner' })).toBe(
      'Konto von Jonas Weber (jonas@example.org) geändert (Rolle: Inhaber)',
    );
    expect(de('user.update', { person: jonas, disabled: true })).toBe(
      'Konto von Jonas Weber (jonas@example.org) gesperrt',
    );
    expect(de('user.update', { person: jonas, disabled: false })).toBe(
      'Konto von Jonas Weber (jonas@example.org) wieder freigegeben',
    );
    expect(de('user.delete', { person: jonas, role: 'editor' })).toBe(
      'Konto von Jonas Weber (jonas@example.org) gelöscht (Rolle: Redaktion)',
    );
    expect(de('auth.password_set_from_shell', { person: jonas })).toBe(
      'Neues Passwort für Jonas Weber (jonas@example.org) auf dem Server gesetzt',
    );
    expect(de('message.reply', { person: { name: 'Maria Schmidt', email: 'maria@example.com' } })).toBe(
      'Nachricht von Maria Schmidt (maria@example.com) beantwortet',
    );
  });

  it('names them with their address, in English', () => {
    const en = (action: string, detail: AuditEntry['detail']) =>
      auditSentence(about(action, detail), auditWordsEn);
    expect(en('user.invite', { person: jonas, role: 'editor' })).toBe(
      'Jonas Weber (jonas@example.org) invited to the console (role: Editor)',
    );
    expect(en('user.update', { person: jonas, disabled: true })).toBe(
      'Account of Jonas Weber (jonas@example.org) disabled',
    );
    expect(en('auth.password_reset_requested', { person: jonas })).toBe(
      'Link to set a new password requested for Jonas Weber (jonas@example.org)',
    );
    expect(en('user.delete', { person: { name: '', email: 'jonas@example.org' } })).toBe(
      'Account of jonas@example.org deleted',
    );
  });

  it.each([
    ['de', auditWordsDe],
    ['en', auditWordsEn],
  ])('in %s has words for every such action, naming the person and never a code', (_language, w) => {
    for (const action of AUDIT_PERSON_ACTIONS) {
      const sentence = auditSentence(about(action, { person: jonas, role: 'owner', disabled: false }), w);
      expect(sentence, action).toContain('Jonas Weber (jonas@example.org)');
      expect(sentence.replace('jonas@example.org', ''), action).not.toMatch(/[a-z]+\.[a-z_]+|_|undefined/);
    }
  });

  it('reads as before on an older entry that does not say who', () => {
    expect(auditSentence(about('user.invite', null), auditWordsDe)).toBe(
      'Jemanden in die Verwaltung eingeladen',
    );
    expect(auditSentence(about('user.delete', undefined), auditWordsEn)).toBe('Account deleted');
    expect(auditSentence(about('user.update', {}), auditWordsDe)).toBe('Konto einer Person geändert');
  });

  it('a person named on an action about nobody else changes nothing', () => {
    expect(auditSentence(about('auth.sign_in', { person: jonas }), auditWordsDe)).toBe('Angemeldet');
  });
});

describe('a content edit', () => {
  it('names the item by its label, or by a better name the console knows', () => {
    expect(auditSentence(entry('services.publish', 'Karriere-Coaching'), auditWordsDe)).toBe(
      'Leistung „Karriere-Coaching“ veröffentlicht',
    );
    expect(auditSentence(entry('services.publish', 'Career coaching'), auditWordsEn)).toBe(
      'Service “Career coaching” published',
    );
    expect(auditSentence(entry('services.delete'), auditWordsDe)).toBe('Leistung gelöscht');
    expect(
      auditSentence(
        entry('managed-texts.update', 'hero_title', 'hero_title'),
        auditWordsDe,
        (_entity, key) => (key === 'hero_title' ? 'Startseite → Große Überschrift oben' : undefined),
      ),
    ).toBe('Text „Startseite → Große Überschrift oben“ gespeichert');
  });

  it('in German for the actions the owner meets most', () => {
    expect(auditSentence(entry('retention.update'), auditWordsDe)).toBe('Aufbewahrungsfristen geändert');
    expect(auditSentence(entry('practice.update'), auditWordsDe)).toBe('Zeitzone geändert');
  });
});
