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
import { AUDIT_PERSON_ACTIONS, type AuditPersonAction, type AuditWords } from './words';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A person as the log names them: "Jonas Weber (jonas@example.org)", or what of it is known. */
export const personName = ({ name, email }: { name: string; email: string }) =>
  name && email ? `${name} (${email})` : name || email;

/**
 * The entry's sentence: its action's words, naming the person it is about when the entry says who
 * (decision 096; older entries do not); a content edit names the kind of item and its name
 * (`nameOf` may say it better than the API's label, e.g. what a managed text is); anything else a
 * neutral sentence — never the code.
 */
export function auditSentence(
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entity_id' | 'label' | 'detail'>,
  w: AuditWords,
  nameOf?: (entity: AuditContentEntity, key: string) => string | undefined,
): string {
  const person = entry.detail?.person;
  const who = person ? personName(person) : '';
  if (who && isOneOf<AuditPersonAction>(AUDIT_PERSON_ACTIONS, entry.action)) {
    const role = entry.detail?.role;
    return w.about[entry.action]({
      who,
      role: role ? w.roles[role] : null,
      disabled: entry.detail?.disabled,
    });
  }
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
