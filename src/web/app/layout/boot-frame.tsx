import { BrandMark } from "../../components/brand-mark";
import { CARD_LINES, Skeleton } from "../../components/skeleton";

/**
 * What a member's first visit to any screen paints from HTML and CSS alone, before the app's first
 * script (React, the router) has arrived and run: the header's mark and name over a few cards still
 * loading. On a phone on slow 4G that was a blank page for about two seconds (Lighthouse's first
 * contentful paint, 2.0 s on a cold /events). The build prerenders it into index.html's #boot
 * (scripts/build/prerender-boot-plugin.ts); the app removes it in the frame its first screen is drawn
 * (boot-screen.ts), as it does /signin's prerendered landing. No words but the app's name, which is
 * the same in every language; hidden from assistive technology, which waits for the screen itself.
 */
export function BootFrame({ appName }: { appName: string }) {
  return (
    <div aria-hidden="true" className="min-h-dvh bg-stone-50">
      <div className="sticky top-0 z-30 border-b border-stone-200/70 bg-stone-50/85">
        <div className="mx-auto flex h-16 max-w-[1360px] items-center px-4 md:px-6">
          <BrandMark name={appName} className="-ml-1 px-1" />
        </div>
      </div>
      <div className="mx-auto max-w-[1360px] space-y-4 px-4 pt-6 md:px-6">
        <Skeleton className="h-8 w-56" />
        {/* Cards as the lists lay them out: one column on a phone, more on a wider screen. */}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <div
              key={card}
              className="overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm"
            >
              <Skeleton className="aspect-[16/9] w-full rounded-none" />
              <div className="space-y-2 p-4">
                {CARD_LINES.map((line) => (
                  <Skeleton key={line} className={line} />
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
