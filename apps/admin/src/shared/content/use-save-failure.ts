/**
 * What every content form does when a write fails: a 409 carries the version someone else saved —
 * kept for the conflict dialog, the owner's typing untouched —; an expired session says so; any
 * other failure is handed over as the API's problem (its message and its field errors).
 */
import { useState } from 'react';
import { type ApiProblem, toApiProblem } from '../api/api-problem';
import { useT } from '../i18n/console-words';
import { type ContentItem, conflictOf } from './api';

export function useSaveFailure(onProblem: (problem: ApiProblem) => void) {
  const t = useT();
  const [conflict, setConflict] = useState<ContentItem | null>(null);
  const fail = (error: unknown) => {
    const current = conflictOf(error);
    if (current) {
      setConflict(current);
      return;
    }
    const problem = toApiProblem(error, t);
    onProblem(problem.status === 401 ? { ...problem, message: t.errors.sessionExpired } : problem);
  };
  return { conflict, setConflict, fail };
}
