import { LIMITS } from "@shared/limits";
import { useMessages } from "../../../lib/i18n";
import { useDisclosure } from "../../../lib/use-disclosure";

/** SPEC 2: the description is cut after 100 characters, with Read More / Read Less. */
export function ReadMore({ text, limit = LIMITS.descriptionPreview }: { text: string; limit?: number }) {
  const t = useMessages("listings");
  const { open, regionId: id, buttonProps } = useDisclosure();
  const long = text.length > limit;
  const shown = !long || open ? text : `${text.slice(0, limit).trimEnd()}…`;
  return (
    <div>
      <p id={id} className="text-base leading-relaxed whitespace-pre-line break-words text-gray-700">
        {shown}
      </p>
      {long && (
        <button
          {...buttonProps}
          className="mt-1 -ml-1 rounded-md px-1 py-1 text-sm font-semibold text-brand-700 hover:text-brand-700 focus-ring"
        >
          {t(open ? "readLess" : "readMore")}
        </button>
      )}
    </div>
  );
}
