// The group's album (issue 28 item 1): a chunk of its own, so the chat's first visit does not carry it.
export { AlbumPage } from "./pages/album-page";
