import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { MESSAGES, fieldProblemsOf, type FieldProblem } from '@hospital/rules';
import { ApiError } from '../../api/client';

/**
 * Issue 35 item 2: the fields the server refused (its 400's `fields`, libs/rules
 * fieldProblemsOf), by request field name. Every staff form wraps its fields in
 * <ServerFieldErrors>; each FormField whose `field` (or a patient field's id, 'pf-…')
 * is refused shows the message beside it, and <ServerErrorSummary> lists them named.
 */
const ServerFieldErrorsContext = createContext<Readonly<Record<string, string>>>({});

/** The server's message for a field of the form around it, if it refused that field. */
export function useServerFieldError(field: string | undefined): string | undefined {
  const fields = useContext(ServerFieldErrorsContext);
  return field ? fields[field] : undefined;
}

/** A patient field's control id ('pf-firstName', PatientFieldset's fieldId) → its request name. */
export const fieldNameOfControl = (id: string): string | undefined => (id.startsWith('pf-') ? id.slice(3) : undefined);

export interface ServerFieldErrorsState {
  /** The refused fields of the last failed save, in the answer's order. */
  problems: FieldProblem[];
  /**
   * Read a failed call: keeps its refused fields (shown beside them) and answers what the error
   * modal says — the server's message, which names the first refused field.
   */
  take(error: unknown): string;
  clear(): void;
  /** The refused fields' messages by request name, for <ServerFieldErrors fields={…}>. */
  fields: Readonly<Record<string, string>>;
}

/** Wrap a form's fields: each FormField below shows the server's message for its field. */
export function ServerFieldErrors({ fields, children }: { fields: Readonly<Record<string, string>>; children: ReactNode }) {
  return <ServerFieldErrorsContext.Provider value={fields}>{children}</ServerFieldErrorsContext.Provider>;
}

/** One per form: the server's refused fields, given to the form's fields and its summary. */
export function useServerFieldErrors(): ServerFieldErrorsState {
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const fields = useMemo(() => Object.fromEntries(problems.map((p) => [p.field, p.message])), [problems]);
  const take = useCallback((error: unknown) => {
    setProblems(error instanceof ApiError && error.status === 400 ? fieldProblemsOf(error.body) : []);
    return error instanceof Error && error.message ? error.message : MESSAGES.serverError;
  }, []);
  const clear = useCallback(() => setProblems([]), []);
  return { problems, take, clear, fields };
}

/** The refused fields listed above the form's buttons, each named ('ชื่อ: ยาวเกิน 100 ตัวอักษร'). */
export function ServerErrorSummary({ problems, testId = 'server-error-summary' }: { problems: readonly FieldProblem[]; testId?: string }) {
  if (problems.length === 0) return null;
  return (
    <div className="alert alert-danger form-problems" role="alert" data-testid={testId}>
      <p>ระบบไม่รับข้อมูลบางช่อง กรุณาแก้ไข:</p>
      <ul>
        {problems.map((p) => (
          <li key={p.field} data-field={p.field}>
            {p.summary}
          </li>
        ))}
      </ul>
    </div>
  );
}
