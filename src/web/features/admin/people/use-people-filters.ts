import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useSearchQuery } from "../events/use-search-query";
import { type Gender, isGender } from "./format";

/**
 * The search of the member grids, kept in the URL: ?q= (name or location, sent once typing pauses)
 * and ?gender= (male, female or other; absent for all).
 */
export function usePeopleFilters() {
  const search = useSearchQuery();
  const [params, setParams] = useSearchParams();
  const raw = params.get("gender");
  const gender: Gender | "" = isGender(raw) ? raw : "";

  const setGender = useCallback(
    (next: Gender | "") => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set("gender", next);
          else updated.delete("gender");
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { ...search, gender, setGender };
}
