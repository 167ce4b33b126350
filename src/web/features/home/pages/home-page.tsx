import { CalendarHeart, ShieldCheck, Smartphone, Sparkles, UsersRound } from "lucide";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { cn } from "../../../lib/cn";
import { type MessageKey, type Translate, useMessages } from "../../../lib/i18n";
import { useCurrentUser } from "../../../lib/queries/users";
import { APP_NAME } from "../../../lib/texts";
import { ImageTile, type ImageTileProps } from "../components/image-tile";

// The weekend's cards load beside the page rather than in its script: in it, they moved shared
// code Rollup folds into /signin's first scripts (over its 110 KB budget, scripts/web-build.test.ts).
const WeekendSection = lazy(() =>
  import("../components/weekend-section").then((m) => ({ default: m.WeekendSection })),
);

// A tile's words are catalogue keys, read in the member's language as the page renders.
type Tile = Omit<ImageTileProps, "title" | "caption"> & { title: HomeKey; caption: HomeKey };
type HomeKey = MessageKey<"home">;

const ADMIN_TILE: Tile = {
  to: "/admin",
  title: "adminPanel",
  caption: "adminCaption",
  image: "/images/home/admin.webp",
  icon: ShieldCheck,
  fallback: "from-indigo-500 to-indigo-800",
};

const MEMBER_TILES: readonly Tile[] = [
  {
    to: "/people",
    title: "findCompanion",
    caption: "companionCaption",
    image: "/images/home/companion.webp",
    icon: UsersRound,
    fallback: "from-teal-400 to-teal-700",
  },
  {
    to: "/events",
    title: "eventsForYou",
    caption: "eventsCaption",
    image: "/images/home/events.webp",
    icon: CalendarHeart,
    fallback: "from-brand-400 to-rose-600",
  },
  {
    to: "/listing/input",
    title: "createAnExperience",
    caption: "createCaption",
    image: "/images/home/create.webp",
    icon: Sparkles,
    fallback: "from-lime-500 to-emerald-700",
  },
];

// Issue 38: members whose phone is not verified are invited to do it (also right after onboarding).
function VerifyPhoneCard({ t }: { t: Translate<"home"> }) {
  return (
    <section
      aria-labelledby="verify-phone-heading"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 shadow-sm sm:flex-row sm:items-center"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-600">
        <Icon node={Smartphone} aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="verify-phone-heading" className="text-base font-semibold text-gray-900">
          {t("verifyPhoneTitle")}
        </h2>
        <p className="text-sm text-gray-700">{t("verifyPhoneBody")}</p>
      </div>
      <Link to="/profile/phone" className={buttonClasses("primary", "md")}>
        {t("verifyPhoneAction")}
      </Link>
    </section>
  );
}

function firstName(name: string | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

export function HomePage() {
  const t = useMessages("home");
  const { data: user } = useCurrentUser();
  const [heroMissing, setHeroMissing] = useState(false);
  const tiles = user?.role === "admin" ? [ADMIN_TILE, ...MEMBER_TILES] : MEMBER_TILES;
  const name = firstName(user?.name);

  // The tab's title follows the language too (t changes with it).
  useEffect(() => {
    document.title = t("documentTitle", { appName: APP_NAME });
  }, [t]);

  return (
    <div className="space-y-6 md:space-y-8">
      <section className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-400 via-brand-500 to-amber-500 px-6 py-8 text-white shadow-sm md:px-10 md:py-10">
        {!heroMissing && (
          <img
            src="/images/home-bg.webp"
            alt=""
            decoding="async"
            onError={() => setHeroMissing(true)}
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        )}
        {/* On a phone the words run the full width, so the whole picture is dimmed; wider, only
            the side the words sit on (contrast measured in e2e/home-contrast.spec.ts). */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-brand-950/65 md:bg-transparent md:bg-gradient-to-r md:from-brand-950/80 md:via-brand-950/60 md:via-45% md:to-brand-950/10"
        />
        <p className="text-base font-medium text-white/90">
          {name ? t("greeting", { name }) : t("greetingNoName")}
        </p>
        <h1 className="mt-2 max-w-md text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
          {t("heading")}
        </h1>
        <p className="mt-2 max-w-md text-base text-white/90">{t("intro")}</p>
      </section>

      <section aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading" className="sr-only">
          {t("shortcuts")}
        </h2>
        <ul
          className={cn(
            "grid grid-cols-2 gap-3 md:gap-4",
            tiles.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
            // An odd tile out on phones spans the full row instead of leaving a hole.
            "[&>li:last-child:nth-child(odd)]:col-span-2 lg:[&>li:last-child:nth-child(odd)]:col-span-1",
          )}
        >
          {tiles.map((tile) => (
            <li key={tile.to} className="flex">
              <ImageTile
                {...tile}
                title={t(tile.title)}
                caption={t(tile.caption)}
                className="w-full md:min-h-56 lg:aspect-[4/5]"
              />
            </li>
          ))}
        </ul>
      </section>

      {/* Below the tiles, which stay where the first paint put them: the weekend's cards arrive with
          their request, and their placeholder is a row of the same height on a phone. */}
      <Suspense fallback={null}>
        <WeekendSection />
      </Suspense>

      {/* Below the tiles: it shows once the member's profile has loaded, and above them it pushed
          every tile down as it appeared (CLS 0.17 on a phone, bench:web). */}
      {user?.phoneVerified === false && <VerifyPhoneCard t={t} />}
    </div>
  );
}
