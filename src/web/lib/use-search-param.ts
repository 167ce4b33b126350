import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * One query-string parameter of the current URL and its setter. Setting replaces the history entry
 * (a filter or search is not a new page) and an empty value drops the parameter.
 */
export function useSearchParam(name: string): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (value) updated.set(name, value);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      );
    },
    [name, setParams],
  );
  return [params.get(name), set];
}
