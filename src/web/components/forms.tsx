import { type ReactNode, useCallback, useMemo, useState } from "react";
import { CONTROL_TEXTS } from "../lib/texts";
import { ErrorBox } from "./error-box";
import type { Problem } from "./form-check";

// One way for a form to say what is wrong (issue 42 item 5): a form reports the topmost problem in
// its red box, marks the field at fault invalid, ties that field to the box (aria-describedby) and
// moves the focus to it. The problem comes from form-check.ts (a shared zod body, or a screen's own
// check in the same shape); the messages are the catalogue's, as the schemas and checks write them.

export const hintId = (id: string) => `${id}-hint`;

/** Moves the focus to the control at fault (a form that keeps its problem elsewhere calls it itself). */
export function focusField(id: string) {
  document.getElementById(id)?.focus();
}

/** The attributes that tie a control to its hint and, while it is at fault, to the error list. */
export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export function controlProps(
  id: string,
  { invalid = false, hint = false, errorId }: { invalid?: boolean; hint?: boolean; errorId?: string },
): ControlProps {
  const describedBy = [hint && hintId(id), invalid && errorId].filter(Boolean).join(" ");
  return { id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy || undefined };
}

/** What a form's fields need from the form: which field is at fault, and where its message is. */
export type FieldState<F extends string> = {
  /** Id of the error list; a field at fault is described by it. */
  errorId: string;
  /** Id of a field's control, the one the focus moves to. */
  idOf: (field: F) => string;
  invalid: (field: F) => boolean;
};

/**
 * A form's problem: `show` it (the focus moves to the field at fault), `clear` it when that field
 * changes (or for good), and give each field its attributes with `control`.
 */
export function useFormProblem<F extends string>(idOf: (field: F) => string, errorId: string) {
  const [problem, setProblem] = useState<Problem<F> | null>(null);
  const show = useCallback(
    (next: Problem<F>) => {
      setProblem(next);
      if (next.field !== null) focusField(idOf(next.field));
    },
    [idOf],
  );
  /** Editing the field at fault clears its message (a submit shows it again if it is still wrong). */
  const clear = useCallback((field?: F) => {
    setProblem((p) => (field === undefined || p?.field === field ? null : p));
  }, []);
  return useMemo(() => {
    const invalid = (field: F) => problem !== null && problem.field === field;
    return {
      problem,
      show,
      clear,
      errorId,
      idOf,
      invalid,
      /** The control's id and aria attributes; `hint` when its field shows a hint. */
      control: (field: F, hint = false) =>
        controlProps(idOf(field), { invalid: invalid(field), hint, errorId }),
    };
  }, [problem, show, clear, errorId, idOf]);
}

export type FormProblem<F extends string> = ReturnType<typeof useFormProblem<F>>;

/** The red box with a form's errors (one as a sentence, several as a list); nothing while there are none. Fields at fault point at `id`. */
export function ErrorList({
  id,
  errors,
  className,
}: {
  id?: string;
  errors: readonly (string | null | undefined)[];
  className?: string;
}) {
  const shown = errors.filter((e): e is string => Boolean(e));
  if (shown.length === 0) return null;
  return (
    <div id={id} className={className}>
      <ErrorBox>
        {shown.length === 1 ? (
          shown[0]
        ) : (
          <ul className="space-y-1">
            {shown.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </ErrorBox>
    </div>
  );
}

/**
 * A label above its control, with an optional hint (and counter) below. Given a function as its
 * child, it hands the control its id, `aria-invalid` and `aria-describedby` (hint, error list).
 */
export function Field({
  id,
  label,
  hint,
  aside,
  optional = false,
  invalid = false,
  errorId,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Right-aligned under the input, e.g. a live character counter. */
  aside?: ReactNode;
  optional?: boolean;
  /** The field is the one at fault: its control is invalid and described by `errorId`. */
  invalid?: boolean;
  errorId?: string;
  children: ReactNode | ((control: ControlProps) => ReactNode);
  className?: string;
}) {
  const control = controlProps(id, { invalid, hint: hint !== undefined, errorId });
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-900">
        {label}
        {optional && <span className="ml-1 font-normal text-gray-500">{CONTROL_TEXTS.optional}</span>}
      </label>
      {typeof children === "function" ? children(control) : children}
      {(hint || aside) && (
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm text-gray-600">
          <p id={hintId(id)}>{hint}</p>
          {aside}
        </div>
      )}
    </div>
  );
}

/** A `Field` of a form with `useFormProblem`: its id and fault come from the form. */
export function FormField<F extends string>({
  form,
  name,
  ...field
}: Omit<Parameters<typeof Field>[0], "id" | "invalid" | "errorId"> & {
  form: FieldState<F>;
  name: F;
}) {
  return <Field {...field} id={form.idOf(name)} invalid={form.invalid(name)} errorId={form.errorId} />;
}
