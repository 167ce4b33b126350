import type { EventDetail } from "@shared/contracts/events";
import { type ReactNode, useDeferredValue } from "react";
import { useEventDetail } from "../lib/queries/events";
import { LoadError, type LoadErrorWords } from "./load-error";

export type EventDetailScreenProps = {
  eventId: string;
  /** Around the screen, e.g. the width of the page. */
  className?: string;
  /** Shown in every state, above the event (e.g. a back button). */
  header?: ReactNode;
  /** The placeholder shaped like the view while the event loads. */
  skeleton: ReactNode;
  /** Above the red box when the event failed to load (the view's own header is not there yet). */
  errorHeader?: ReactNode;
  /** The way out when the event is gone (404) or not the member's to see (403). */
  whenGone?: ReactNode;
  /** A failed load's sentence and "Try again" in the member's language (LoadError's English else). */
  errorWords?: LoadErrorWords;
  /** The view of the loaded event: the host's or the seeker's. */
  children: (event: EventDetail) => ReactNode;
};

/**
 * The one event detail screen behind every address that shows an event (/event/{id} and the
 * listings' host and seeker addresses): it reads the event once, shows the skeleton while it
 * loads and the red box with a retry when that fails, and hands the event to the view. An event
 * already shown stays shown when a later refresh fails.
 */
export function EventDetailScreen({
  eventId,
  className,
  header,
  skeleton,
  errorHeader,
  whenGone,
  errorWords,
  children,
}: EventDetailScreenProps) {
  const { data, error, refetch, isRefetching } = useEventDetail(eventId);
  // The view renders in the background once the event arrives, in slices the browser can interrupt:
  // drawn in one piece it held a phone's main thread for a long task (the skeleton stays meanwhile).
  const event = useDeferredValue(data);

  let body: ReactNode = skeleton;
  if (event) body = children(event);
  else if (error && !data) {
    body = (
      <>
        {errorHeader}
        <LoadError
          error={error}
          busy={isRefetching}
          onRetry={() => void refetch()}
          whenGone={whenGone}
          words={errorWords}
        />
      </>
    );
  }

  return (
    <div className={className}>
      {header}
      {body}
    </div>
  );
}
