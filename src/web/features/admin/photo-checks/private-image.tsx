import { ImageOff } from "lucide";
import { useEffect, useState } from "react";
import { Icon } from "../../../components/icon";
import { getAccessToken, isUsableToken } from "../../../lib/token-storage";

type Loaded = { state: "loading" } | { state: "ready"; url: string } | { state: "failed" };

/**
 * A picture only an admin may see (a selfie, ADR 0044): an <img> could not carry the bearer token,
 * so the bytes are fetched with it and shown through a temporary Blob URL, revoked when the picture
 * goes away. The server answers `Cache-Control: private, no-store`, so nothing keeps a copy.
 */
export function PrivateImage(props: { src: string; alt: string; failedText: string; className?: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    const headers: Record<string, string> = {};
    const token = getAccessToken();
    if (isUsableToken(token)) headers.Authorization = `Bearer ${token}`;
    setLoaded({ state: "loading" });
    fetch(props.src, { headers, signal: abort.signal, cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
        setLoaded({ state: "ready", url });
      })
      .catch(() => {
        if (!abort.signal.aborted) setLoaded({ state: "failed" });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [props.src]);

  if (loaded.state === "ready") return <img src={loaded.url} alt={props.alt} className={props.className} />;
  const box = `${props.className ?? ""} flex items-center justify-center bg-gray-100 text-gray-600`;
  if (loaded.state === "failed")
    return (
      <div role="img" aria-label={props.failedText} className={box}>
        <Icon node={ImageOff} aria-hidden="true" className="size-8" />
      </div>
    );
  return (
    <div aria-busy="true" className={box}>
      <span className="size-full animate-pulse bg-gray-200" />
    </div>
  );
}
