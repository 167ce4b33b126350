import { LoaderCircle } from "lucide";
import { type ReactNode, useEffect } from "react";
import { BrandMark } from "../../components/brand-mark";
import { ErrorBox } from "../../components/error-box";
import { Icon } from "../../components/icon";
import { LanguagePicker } from "../../components/language-picker";
import { cn } from "../../lib/cn";
import { type MessageKey, useMessages } from "../../lib/i18n";
import { APP_NAME, documentTitle } from "../../lib/texts";
import { GoogleMark } from "./google-mark";
import { signInErrorKey } from "./sign-in-error-key";
import type { SignInState } from "./use-sign-in";

// A few of the scenes members pick in onboarding, floating behind the welcome text.
const SCENES: readonly { emoji: string; label: MessageKey<"signin">; tone: string; tilt: string }[] = [
  { emoji: "\u2615\uFE0F", label: "sceneChai", tone: "bg-white text-gray-800", tilt: "-rotate-3" },
  { emoji: "🌅", label: "sceneRooftop", tone: "bg-brand-700 text-white", tilt: "rotate-2" },
  { emoji: "🥾", label: "sceneHikes", tone: "bg-teal-700 text-white", tilt: "rotate-1" },
  { emoji: "🎸", label: "sceneGigs", tone: "bg-white text-gray-800", tilt: "-rotate-2" },
  { emoji: "🔥", label: "sceneBonfire", tone: "bg-amber-300 text-amber-950", tilt: "rotate-3" },
  { emoji: "🎲", label: "sceneGameNight", tone: "bg-indigo-600 text-white", tilt: "-rotate-1" },
];

/**
 * The /signin landing with the Google button and the language choice, in the active language. It
 * imports nothing that needs a browser, so the build also renders it to static HTML, in English
 * (scripts/build/prerender-signin-plugin.ts): a phone paints it before the app's scripts have arrived,
 * and the app's first render replaces it in the member's language.
 */
export function Landing({
  signIn,
  waiting,
  busy,
  error,
  notice = null,
  invitation = null,
  prerendered = false,
}: Pick<SignInState, "signIn" | "waiting" | "busy" | "error"> & {
  /** A sentence handed over by the screen before (after an account was deleted). */
  notice?: string | null;
  /** The experience a shared link invited the visitor to, above the button (ADR 0031). */
  invitation?: ReactNode;
  /** The static copy painted before the scripts arrive: its button cannot work yet, so it says so. */
  prerendered?: boolean;
}) {
  const t = useMessages("signin");
  // The tab's title follows the language too (t changes with it).
  useEffect(() => {
    document.title = documentTitle(t("documentTitle"));
  }, [t]);
  const errorKey = error && signInErrorKey(error);

  return (
    <div className="relative isolate min-h-dvh overflow-hidden bg-gradient-to-br from-brand-50 via-amber-50 to-rose-50">
      {/* Soft glows as radial gradients, not blurred discs: a 64 px blur filter over three large
          circles is raster work a phone does before it can show the first frame. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 -right-40 size-[28rem] bg-radial from-brand-200/60 to-transparent to-70%" />
        <div className="absolute top-[calc(50%-4rem)] -left-48 size-[32rem] bg-radial from-amber-200/50 to-transparent to-70%" />
        <div className="absolute -bottom-40 right-[calc(25%-4rem)] size-[26rem] bg-radial from-rose-200/50 to-transparent to-70%" />
      </div>

      <main className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-6 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] md:px-10 md:py-12">
        <div className="flex items-center justify-between gap-3">
          <BrandMark />
          <LanguagePicker label={t("language")} disabled={prerendered} />
        </div>

        <div className="flex flex-1 flex-col justify-between gap-8 pt-6 md:grid md:grid-cols-2 md:items-center md:gap-16 md:py-8">
          <div className="flex flex-1 flex-col justify-center md:block">
            <ul aria-hidden="true" className="flex max-w-md flex-wrap gap-2 md:gap-3">
              {SCENES.map((scene) => (
                <li
                  key={scene.label}
                  className={cn(
                    "rounded-full px-3 py-1.5 text-[13px] font-semibold shadow-md shadow-brand-900/5 md:px-4 md:py-2 md:text-sm",
                    scene.tone,
                    scene.tilt,
                  )}
                >
                  <span className="mr-1.5">{scene.emoji}</span>
                  {t(scene.label)}
                </li>
              ))}
            </ul>
            <h1 className="mt-7 max-w-lg text-[2.125rem] leading-[1.1] font-bold tracking-tight text-balance text-gray-900 md:mt-10 md:text-5xl lg:text-6xl">
              {t("signinTagline")}
            </h1>
            <p className="mt-3 max-w-md text-base text-gray-600 md:mt-4 md:text-lg">{t("intro")}</p>
          </div>

          <section
            aria-labelledby="signin-heading"
            className="md:rounded-3xl md:bg-white/80 md:p-10 md:shadow-xl md:shadow-brand-900/5 md:ring-1 md:ring-brand-100 md:backdrop-blur"
          >
            <h2
              id="signin-heading"
              className="sr-only md:not-sr-only md:text-2xl md:font-semibold md:text-gray-900"
            >
              {t("welcome", { appName: APP_NAME })}
            </h2>
            <p className="mt-1.5 hidden text-base text-gray-600 md:block">{t("welcomeHint")}</p>

            {/* Empty (and so hidden) when the invitation turns out to name nothing to show. */}
            {invitation && <div className="mb-4 empty:hidden md:mt-6 md:mb-0">{invitation}</div>}

            {notice && (
              <p
                role="status"
                className="mb-4 rounded-xl border border-emerald-100 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-700 md:mt-6 md:mb-0"
              >
                {notice}
              </p>
            )}
            {error && <ErrorBox className="mb-4 md:mt-6 md:mb-0">{errorKey ? t(errorKey) : error}</ErrorBox>}

            <button
              type="button"
              onClick={signIn}
              disabled={busy || prerendered}
              aria-busy={busy || undefined}
              className="flex min-h-14 w-full items-center justify-center gap-3 rounded-2xl border border-gray-200 bg-white px-6 text-base font-semibold text-gray-900 shadow-sm transition hover:border-gray-300 hover:shadow-md md:mt-6 focus-ring focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70"
            >
              {busy ? (
                <Icon node={LoaderCircle} aria-hidden="true" className="size-6 animate-spin text-brand-600" />
              ) : (
                <GoogleMark className="size-6" />
              )}
              {t("signInWithGoogle")}
            </button>
            <p aria-live="polite" className="mt-4 text-center text-sm text-gray-500">
              {t(busy ? "signingIn" : waiting ? "finishInPopup" : "newHereHint")}
            </p>
          </section>
        </div>
      </main>
    </div>
  );
}
