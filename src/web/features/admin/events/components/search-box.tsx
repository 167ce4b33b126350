import { SearchField, type SearchFieldProps } from "../../../../components/search-field";
import type { useSearchQuery } from "../use-search-query";

/** The search box of an admin list, bound to the URL's ?q= (typed at once, sent once typing pauses). */
export function SearchBox({
  search,
  ...field
}: Omit<SearchFieldProps, "value" | "onChange" | "onSubmit"> & {
  search: Pick<ReturnType<typeof useSearchQuery>, "text" | "setText" | "flush">;
}) {
  return <SearchField {...field} value={search.text} onChange={search.setText} onSubmit={search.flush} />;
}
