import { useSearchParam } from "../../../lib/use-search-param";
import { useSearchQuery } from "../events/use-search-query";
import { type Gender, isGender } from "./format";

/**
 * The search of the member grids, kept in the URL: ?q= (name or location, sent once typing pauses)
 * and ?gender= (male, female or other; absent for all).
 */
export function usePeopleFilters() {
  const search = useSearchQuery();
  const [raw, setGender] = useSearchParam("gender");
  const gender: Gender | "" = isGender(raw) ? raw : "";

  return { ...search, gender, setGender };
}
