import { ChevronRight } from "lucide";
import { Icon } from "./icon";

/** The chevron ending a link row or card; it nudges right while its link (a `group`) is hovered. */
export function RowChevron() {
  return (
    <Icon
      node={ChevronRight}
      aria-hidden="true"
      className="size-5 shrink-0 text-gray-400 transition-transform group-hover:translate-x-0.5"
    />
  );
}
