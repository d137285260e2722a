/** Every audit-log action in words, in both languages, never its code (decision 092). */
import { AUDIT_ACTIONS, AUDIT_CONTENT_ENTITIES, AUDIT_CONTENT_VERBS } from '@wegweiser/contracts/admin-auth';
import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';
import { auditWordsDe, auditWordsEn } from './words';

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
