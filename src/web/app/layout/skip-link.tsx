import { useMessages } from "../../lib/i18n";

export function SkipLink() {
  const t = useMessages("shell");
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-xl bg-white px-4 py-3 font-semibold text-gray-900 shadow-lg ring-2 ring-brand-500 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("skipToContent")}
    </a>
  );
}
