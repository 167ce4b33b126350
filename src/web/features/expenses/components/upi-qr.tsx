import { useEffect, useState } from "react";
import { useMessages } from "../../../lib/i18n";

/**
 * The QR code of a UPI link, for a second phone to scan. The `qrcode` package loads only when a
 * member opens a payment (its own chunk), and draws an SVG: sharp at any size, no canvas needed.
 */
export function UpiQr({ link, alt }: { link: string; alt: string }) {
  const t = useMessages("expenses");
  const [svg, setSvg] = useState<{ link: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setFailed(false);
    import("qrcode")
      .then((qrcode) => qrcode.toString(link, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((markup) => {
        if (current) setSvg({ link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [link]);

  if (failed) return <p className="text-sm text-gray-600">{t("qrFailed")}</p>;
  if (svg?.link !== link)
    return (
      <div
        role="img"
        aria-label={t("qrLoading")}
        className="mx-auto size-52 animate-pulse rounded-xl bg-stone-100"
      />
    );
  return (
    <img
      src={svg.src}
      alt={alt}
      width={208}
      height={208}
      data-upi-link={link}
      className="mx-auto size-52 rounded-xl border border-gray-200 bg-white p-2"
    />
  );
}
