import { ServiceCreateSchema } from '@wegweiser/contracts';
import { describe, expect, it } from 'vitest';
import { de } from '../../../shared/i18n/de';
import { en } from '../../../shared/i18n/en';
import { schemaErrors } from './schema-errors';

describe("the editor's own checks before saving", () => {
  it('name the limit of a text that is too long, in her language (issue 24 point 7)', () => {
    const errors = schemaErrors(
      ServiceCreateSchema,
      { title: { de: 'x'.repeat(5000) }, slug: 'coaching' },
      de,
    );
    const title = Object.entries(errors ?? {}).find(([path]) => path.startsWith('title'));
    expect(title?.[1]).toEqual([expect.stringMatching(/^Das ist zu lang: höchstens [\d.]+ Zeichen\.$/)]);
    const english = schemaErrors(
      ServiceCreateSchema,
      { title: { de: 'x'.repeat(5000) }, slug: 'coaching' },
      en,
    );
    expect(Object.values(english ?? {}).flat()).toContainEqual(
      expect.stringMatching(/^This is too long: at most [\d,]+ characters\.$/),
    );
  });
});
