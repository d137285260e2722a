/** One audit-log entry as a sentence in the console's language (decision 092). */
import {
  AUDIT_ACTIONS,
  AUDIT_CONTENT_ENTITIES,
  AUDIT_CONTENT_VERBS,
  type AuditAction,
  type AuditContentEntity,
  type AuditContentVerb,
  type AuditEntry,
} from '@wegweiser/contracts/admin-auth';
import type { AuditWords } from './words';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The entry's sentence: its action's words; a content edit names the kind of item and its name
 * (`nameOf` may say it better than the API's label, e.g. what a managed text is); anything else a
 * neutral sentence — never the code.
 */
export function auditSentence(
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entity_id' | 'label'>,
  w: AuditWords,
  nameOf?: (entity: AuditContentEntity, key: string) => string | undefined,
): string {
  if (isOneOf<AuditAction>(AUDIT_ACTIONS, entry.action)) return w.actions[entry.action];
  const dot = entry.action.lastIndexOf('.');
  const entity = entry.action.slice(0, dot);
  const verb = entry.action.slice(dot + 1);
  if (
    dot > 0 &&
    isOneOf<AuditContentEntity>(AUDIT_CONTENT_ENTITIES, entity) &&
    isOneOf<AuditContentVerb>(AUDIT_CONTENT_VERBS, verb)
  ) {
    const name = (entry.entity_id ? nameOf?.(entity, entry.entity_id) : undefined) ?? entry.label ?? null;
    return w.content[verb](w.thing(w.entities[entity], name));
  }
  return w.unknown;
}
