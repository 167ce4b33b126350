// A type only: zod's code comes with the shared body a screen imports, so this module never brings
// zod into a chunk of its own (ADR 0040: it loads only with the one form that checks against it).
import type { ZodType } from "zod";

// A form's check, apart from its fields (forms.tsx), so that only the screens that check load it.

/** One thing wrong with the values, as zod reports it: where (`path[0]` names the field) and what. */
export type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** What a form shows: a message and the field at fault, or no field for the form as a whole. */
export type Problem<F extends string> = { field: F | null; message: string };

export type Checked<T, F extends string> = { ok: true; data: T } | { ok: false; problem: Problem<F> };

/**
 * The problem to show among `issues`: the one of the field highest on screen (`order`); an issue of
 * a field the form does not list comes last and belongs to the form. `fieldOf` names the input of
 * a key when they differ (two numbers read from one input).
 */
export function firstProblem<F extends string>(
  issues: readonly Issue[],
  order: readonly F[],
  fieldOf: (key: PropertyKey) => PropertyKey = (key) => key,
): Problem<F> | null {
  let best: { field: F | null; message: string; rank: number } | null = null;
  for (const issue of issues) {
    const key = issue.path[0] === undefined ? undefined : fieldOf(issue.path[0]);
    const index = order.indexOf(key as F);
    const rank = index === -1 ? order.length : index;
    if (best === null || rank < best.rank)
      best = { field: index === -1 ? null : (key as F), message: issue.message, rank };
  }
  return best && { field: best.field, message: best.message };
}

/**
 * Reads `values` with a shared body (src/shared/contracts, the rules the server runs) and reports
 * its topmost problem; `also` adds issues the form checks beyond the body.
 */
export function checkBody<S extends ZodType, F extends string>(
  schema: S,
  values: unknown,
  order: readonly F[],
  options: { also?: readonly Issue[]; fieldOf?: (key: PropertyKey) => PropertyKey } = {},
): Checked<S["_output"], F> {
  const parsed = schema.safeParse(values);
  const issues = [...(parsed.error?.issues ?? []), ...(options.also ?? [])];
  const problem = firstProblem(issues, order, options.fieldOf);
  if (parsed.success && problem === null) return { ok: true, data: parsed.data };
  return { ok: false, problem: problem ?? { field: null, message: "" } };
}
