import { Camera, RotateCcw, Send } from "lucide";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Field } from "../../../components/form-controls";
import { Icon } from "../../../components/icon";
import { useMessages } from "../../../lib/i18n";
import { useObjectUrl } from "../../../lib/use-object-url";
import { failureWords } from "./photo-words";

type CameraState = { state: "starting" } | { state: "live" } | { state: "refused" } | { state: "missing" };

// The front camera, live: asked for once the screen shows the pose, stopped when it goes away.
function useFrontCamera(video: React.RefObject<HTMLVideoElement | null>, on: boolean) {
  const [camera, setCamera] = useState<CameraState>({ state: "starting" });
  useEffect(() => {
    if (!on) return;
    const media = typeof navigator !== "undefined" ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setCamera({ state: "missing" });
      return;
    }
    let stream: MediaStream | null = null;
    let gone = false;
    media
      .getUserMedia({
        video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      })
      .then(async (s) => {
        stream = s;
        if (gone) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        const element = video.current;
        if (!element) return;
        element.srcObject = s;
        await element.play().catch(() => undefined);
        setCamera({ state: "live" });
      })
      .catch((error: unknown) => {
        if (gone) return;
        const name = (error as { name?: string }).name;
        setCamera({ state: name === "NotAllowedError" || name === "SecurityError" ? "refused" : "missing" });
      });
    return () => {
      gone = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on, video]);
  return camera;
}

/** One frame of the live preview as a JPEG (as the camera sees it, not mirrored like the preview). */
function capture(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
}

/**
 * The selfie: a live preview of the front camera with "Take photo", then the picture with Retake and
 * Send. Without a camera the browser lets the page use (refused, none, or an old browser), a file
 * input that opens the phone's front camera (`capture="user"`).
 */
export function SelfieCamera(props: { onSend: (selfie: Blob) => void; sending: boolean; error: unknown }) {
  const t = useMessages("photo");
  const video = useRef<HTMLVideoElement>(null);
  const fileId = useId();
  const [shot, setShot] = useState<Blob | null>(null);
  const camera = useFrontCamera(video, true);
  const preview = useObjectUrl(shot);
  const noCamera = camera.state === "refused" || camera.state === "missing";

  const take = async () => {
    if (video.current) setShot(await capture(video.current));
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setShot(file);
    event.target.value = "";
  };

  return (
    <div className="space-y-4">
      <div className="relative mx-auto aspect-[3/4] w-full max-w-[min(24rem,34.5svh)] overflow-hidden rounded-2xl bg-gray-900 shadow-sm">
        {/* The live preview stays mounted (hidden under a taken photo) so Retake needs no new permission. */}
        <video
          ref={video}
          aria-label={t("cameraLabel")}
          muted
          playsInline
          className="absolute inset-0 size-full -scale-x-100 object-cover"
          hidden={noCamera}
        />
        {preview && (
          <img src={preview} alt={t("previewAlt")} className="absolute inset-0 size-full object-cover" />
        )}
        {!preview && camera.state === "starting" && (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-base text-white">
            {t("cameraStarting")}
          </p>
        )}
        {!preview && noCamera && (
          <div className="absolute inset-0 flex items-center justify-center text-gray-400">
            <Icon node={Camera} aria-hidden="true" className="size-16" />
          </div>
        )}
      </div>

      {noCamera && !shot && (
        <>
          <p role="status" className="text-base text-gray-700">
            {camera.state === "refused" ? t("cameraRefused") : t("cameraMissing")}
          </p>
          <Field id={fileId} label={t("fileLabel")} hint={t("fileHint")}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/*"
                capture="user"
                onChange={pick}
                className="block w-full min-h-12 rounded-xl border border-gray-300 bg-white p-2 text-base text-gray-900 file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 focus-ring"
              />
            )}
          </Field>
        </>
      )}

      {props.error ? <ErrorBox>{failureWords(t, props.error)}</ErrorBox> : null}

      {shot ? (
        <div className="grid grid-cols-2 gap-2">
          <Button
            type="button"
            variant="secondary"
            size="lg"
            disabled={props.sending}
            onClick={() => setShot(null)}
          >
            <Icon node={RotateCcw} aria-hidden="true" className="size-5" />
            {t("retake")}
          </Button>
          <Button
            type="button"
            size="lg"
            busy={props.sending}
            busyLabel={t("sending")}
            onClick={() => props.onSend(shot)}
          >
            <Icon node={Send} aria-hidden="true" className="size-5" />
            {t("send")}
          </Button>
        </div>
      ) : (
        !noCamera && (
          <Button
            type="button"
            size="lg"
            fullWidth
            disabled={camera.state !== "live"}
            onClick={() => void take()}
          >
            <Icon node={Camera} aria-hidden="true" className="size-5" />
            {t("takePhoto")}
          </Button>
        )
      )}
    </div>
  );
}
