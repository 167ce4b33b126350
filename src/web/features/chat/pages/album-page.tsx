import { Images, Timer } from "lucide";
import { useParams } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { QueryError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { Skeleton } from "../../../components/skeleton";
import { ApiError } from "../../../lib/api";
import { useMessages } from "../../../lib/i18n";
import { failureSentence } from "../../../lib/server-sentence";
import { PhotoThumb } from "../components/thread/photo-thumb";
import { useAlbum } from "../message-api";
import { THREAD_SENTENCES } from "../thread-sentences";

const SKELETON_KEYS = ["a", "b", "c", "d", "e", "f"];

/**
 * /chats/group/{groupId}/{eventId}/album: once an experience has ended, the photos its group sent in
 * the chat (issue 28 item 1), for the host and the members who went. Three to a row on a phone, each
 * opening full size. A chunk of its own, loaded when its link is followed.
 */
export function AlbumPage() {
  const t = useMessages("thread");
  const { groupId = "", eventId = "" } = useParams();
  const album = useAlbum(eventId);
  const back = `/chats/group/${encodeURIComponent(groupId)}/${encodeURIComponent(eventId)}`;
  const photos = album.data?.photos;
  // Asked for before the experience ended (the server's 409): it says when it opens.
  const later = album.error instanceof ApiError && album.error.status === 409;

  return (
    <>
      <PageHeader
        title={t("album")}
        subtitle={
          album.data
            ? `${album.data.groupName} · ${t("albumSubtitle", { count: album.data.photos.length })}`
            : undefined
        }
        backTo={back}
        backLabel={t("albumBack")}
      />
      {later ? (
        <EmptyState icon={Timer} text={t("albumLater")} />
      ) : album.isError ? (
        <QueryError
          query={album}
          words={{ describe: (error) => failureSentence(error, THREAD_SENTENCES, t), retry: t("tryAgain") }}
        />
      ) : !photos ? (
        <div className="grid grid-cols-3 gap-1 sm:gap-2 md:grid-cols-4 lg:grid-cols-5">
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} className="aspect-square w-full rounded-lg" />
          ))}
        </div>
      ) : photos.length === 0 ? (
        <EmptyState icon={Images} text={t("albumEmpty")} />
      ) : (
        <ul
          aria-label={t("albumGrid")}
          className="grid grid-cols-3 gap-1 sm:gap-2 md:grid-cols-4 lg:grid-cols-5"
        >
          {photos.map((photo) => (
            <li key={photo._id}>
              <PhotoThumb
                photo={{ url: photo.image, caption: photo.caption, senderName: photo.sender.name }}
                className="block aspect-square w-full overflow-hidden rounded-lg bg-stone-200 focus-ring focus-visible:ring-offset-2"
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
