import { groupAlbum } from "@shared/endpoints/messages";
import { PHOTO_MESSAGES } from "@shared/texts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, fail, keyOf, ok } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { signIn } from "../components/thread/test-support";
import { AlbumPage } from "./album-page";

beforeEach(() => signIn());

const PATH = "/chats/group/g1/e1/album";
const render = () =>
  renderRoutes([{ path: "/chats/group/:groupId/:eventId/album", element: <AlbumPage /> }], PATH);
const url = (c: string) => `/uploads/${c.repeat(40)}.webp`;

describe("/chats/group/{groupId}/{eventId}/album", () => {
  it("shows the group's photos in a grid, each opening full size, with a way back to the chat", async () => {
    answer({
      [keyOf(groupAlbum, { eventId: "e1" })]: ok(groupAlbum, {
        groupName: "Coorg coffee trail",
        photos: [
          {
            _id: "p1",
            image: url("a"),
            caption: "Sunrise",
            sender: { _id: "u2", name: "Meera Nair", avatar: null },
            createdAt: "2026-11-20T06:00:00.000Z",
          },
          {
            _id: "p2",
            image: url("b"),
            caption: "",
            sender: { _id: "u3", name: "Dev Nair", avatar: null },
            createdAt: "2026-11-20T07:00:00.000Z",
          },
        ],
      }),
    });
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "Album" })).toBeInTheDocument();
    expect(await screen.findByText("Coorg coffee trail · 2 photos from the group")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the group chat" })).toHaveAttribute(
      "href",
      "/chats/group/g1/e1",
    );
    const grid = screen.getByRole("list", { name: "Photos" });
    expect(within(grid).getAllByRole("listitem")).toHaveLength(2);
    expect(within(grid).getByRole("img", { name: "Photo from Dev Nair" })).toHaveAttribute(
      "src",
      `/uploads/${"b".repeat(40)}.w480.webp`,
    );
    await userEvent
      .setup()
      .click(within(grid).getByRole("button", { name: "Open the photo from Meera Nair" }));
    const full = await screen.findByRole("dialog", { name: "Photo from Meera Nair" });
    expect(within(full).getByRole("img", { name: "Sunrise" })).toHaveAttribute("src", url("a"));
  });

  it("says when the album opens, before the experience has ended", async () => {
    answer({ [keyOf(groupAlbum, { eventId: "e1" })]: fail(409, PHOTO_MESSAGES.albumLater) });
    render();
    expect(await screen.findByText(PHOTO_MESSAGES.albumLater)).toBeInTheDocument();
  });

  it("says when the group sent no photos", async () => {
    answer({ [keyOf(groupAlbum, { eventId: "e1" })]: ok(groupAlbum, { groupName: "Coorg", photos: [] }) });
    render();
    expect(await screen.findByText(/No photos yet/)).toBeInTheDocument();
  });
});
