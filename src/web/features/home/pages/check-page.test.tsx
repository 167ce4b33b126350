import { getUser } from "@shared/endpoints/users";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveSession } from "../../../lib/token-storage";
import { answer, fail, keyOf, ok } from "../../../test/api-stub";
import { makeUser } from "../../../test/fixtures/users";
import { renderRoutes } from "../../../test/render";
import { CheckPage } from "./check-page";

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});

describe("/check", () => {
  it("shows who is signed in, the session and the connection", async () => {
    answer({
      [keyOf(getUser, { id: "u1" })]: ok(
        getUser,
        makeUser({ _id: "u1", name: "Asha Rao", email: "asha@example.test", role: "member" }),
      ),
    });
    renderRoutes([{ path: "/check", element: <CheckPage /> }], "/check");
    expect(await screen.findByText("Asha Rao")).toBeInTheDocument();
    expect(screen.getByText("asha@example.test")).toBeInTheDocument();
    expect(screen.getByText("Member")).toBeInTheDocument();
    expect(screen.getByText("Active on this device")).toBeInTheDocument();
    expect(screen.getByText("Online")).toBeInTheDocument();
    // jsdom has no socket: the page says messages still arrive by polling.
    expect(screen.getByText("Reconnecting: messages still arrive every few seconds")).toBeInTheDocument();
  });

  it("offers a retry when the account cannot be loaded", async () => {
    answer({ [keyOf(getUser, { id: "u1" })]: fail(500, "Something went wrong") });
    renderRoutes([{ path: "/check", element: <CheckPage /> }], "/check");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
