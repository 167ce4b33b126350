import { Languages } from "lucide";
import { LanguagePicker } from "../../../components/language-picker";
import { TitledSection } from "../../../components/titled-section";
import { useMessages } from "../../../lib/i18n";
import { useSaveLanguage } from "./api";

/**
 * The member's language on /profile (issue 40 item 4): choosing switches every screen at once, then
 * saves it on the account, so the member's emails, pushes and digests come in it too. A save that
 * fails says so; the screens keep the language chosen on this device.
 */
export function LanguageSection({ className }: { className?: string }) {
  const t = useMessages("profile");
  const save = useSaveLanguage();
  return (
    <TitledSection
      id="language"
      title={t("language")}
      icon={Languages}
      hint={t("languageHint")}
      className={className}
    >
      <LanguagePicker
        label={t("language")}
        onChoose={(language) => save.mutate(language)}
        className="w-fit"
      />
      <p role="status" className="mt-3 min-h-5 text-sm text-gray-600">
        {save.isPending ? t("languageSaving") : save.isSuccess ? t("languageSaved") : ""}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("languageNotSaved")}
        </p>
      )}
    </TitledSection>
  );
}
