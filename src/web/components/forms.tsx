import { useCallback, useMemo, useState } from "react";
import { ErrorBox } from "./error-box";
import type { Problem } from "./form-check";
import { controlProps, Field, focusField } from "./form-controls";

// The labelled field and its wiring are form-controls' (the screens that only lay out a label and a
// control take them from there without this module); a form with a problem takes them from here.
export { type ControlProps, controlProps, Field, focusField, hintId } from "./form-controls";

// One way for a form to say what is wrong (issue 42 item 5): a form reports the topmost problem in
// its red box, marks the field at fault invalid, ties that field to the box (aria-describedby) and
// moves the focus to it. The problem comes from form-check.ts (a shared zod body, or a screen's own
// check in the same shape); the messages are the catalogue's, as the schemas and checks write them.

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
