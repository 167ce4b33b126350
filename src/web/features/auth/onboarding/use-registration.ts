import { LIMITS } from "@shared/limits";
import { type Dispatch, useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { pathAfterSignIn } from "../../../lib/sign-in-target";
import { type Identity, logIn, register } from "../auth-api";
import { isAbort, registrationErrorMessage, signInErrorMessage } from "../sign-in-errors";
import { type OnboardingAction, type OnboardingState, submissionProblem } from "./onboarding-reducer";
import { buildRegistrationForm } from "./registration-form";

/**
 * SPEC 4: registers the member, then logs in with the same identity token, stores the tokens and
 * goes to / after 100 ms. When the registration went through but the login failed, trying again
 * only logs in (registering twice would be refused).
 */
export function useRegistration(identity: Identity, dispatch: Dispatch<OnboardingAction>) {
  const navigate = useNavigate();
  // The experience a shared link invited them to, else / (ADR 0031).
  const destination = pathAfterSignIn(useLocation().search);
  const registeredRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);
  const redirectRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      controllerRef.current?.abort();
      if (redirectRef.current !== null) clearTimeout(redirectRef.current);
    },
    [],
  );

  return useCallback(
    async (state: OnboardingState) => {
      if (state.busy) return;
      const problem = submissionProblem(state);
      if (problem) {
        dispatch({ type: "failed", error: problem });
        return;
      }
      dispatch({ type: "submitting" });
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;

      if (!registeredRef.current) {
        try {
          await register(buildRegistrationForm(identity, state), signal);
          registeredRef.current = true;
        } catch (err) {
          if (isAbort(err) && signal.aborted) return;
          dispatch({ type: "failed", error: registrationErrorMessage(err) });
          return;
        }
      }
      try {
        await logIn(identity, signal);
      } catch (err) {
        if (isAbort(err) && signal.aborted) return;
        dispatch({ type: "failed", error: signInErrorMessage(err) });
        return;
      }
      redirectRef.current = setTimeout(
        () => navigate(destination, { replace: true }),
        LIMITS.loginRedirectDelayMs,
      );
    },
    [dispatch, identity, navigate, destination],
  );
}
