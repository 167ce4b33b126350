import type { ReactNode } from "react";
import { BrandLogo } from "./brand-mark";

/** A full-screen card for the moments outside the normal screens (errors, unknown addresses). */
export function CenteredMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-12">
      <div className="w-full max-w-md rounded-3xl border border-gray-200/80 bg-white p-8 text-center shadow-sm md:p-10">
        <BrandLogo className="mx-auto size-14" />
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        <div className="mt-3 text-base text-gray-600">{children}</div>
      </div>
    </main>
  );
}
