import { useCallback } from "react";
import { useMessages } from "../../../lib/i18n";
import { signInErrorKey } from "../sign-in-error-key";
import { problemKey } from "./problem-key";

/**
 * The quiz's problem (an English sentence, see problem-key.ts) as the member reads it: the quiz's own
 * sentences from its catalogue, the sign-in errors of the login that ends it from the landing's.
 */
export function useProblemText(): (message: string | null) => string | null {
  const t = useMessages("onboarding");
  const signin = useMessages("signin");
  return useCallback(
    (message) => {
      if (!message) return null;
      const problem = problemKey(message);
      if (problem) return t(problem.key, problem.values);
      const signInKey = signInErrorKey(message);
      return signInKey ? signin(signInKey) : message;
    },
    [t, signin],
  );
}
