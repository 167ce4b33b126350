import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../shared/limits";
import { eventForm } from "../../test/factories";
import { jpeg } from "../../test/images";
import { giveUpAfter, listeningAppForFile } from "../../test/listening-app";
import { fieldParts, postMultipart } from "../../test/multipart";

const { t, connect } = listeningAppForFile();

// Sends the start of a large multipart registration and never the rest: the answer must come while
// the client is still "uploading", which proves the server did not wait to buffer the pictures.
function startUpload(token: string): Promise<string> {
  const boundary = "----bounds";
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="firebaseToken"\r\n\r\n${token}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\n` +
    "Content-Type: image/jpeg\r\n\r\n";
  const declared = 5 * LIMITS.imageMaxBytes;
  return new Promise((resolve, reject) => {
    const socket = connect(() => {
      socket.write(
        `POST /api/users/register HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: ${declared}\r\nConnection: close\r\n\r\n${head}`,
      );
      socket.write(Buffer.alloc(64 * 1024, 1));
    });
    let reply = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      reply += chunk;
      if (reply.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(reply);
      }
    });
    socket.on("error", reject);
    giveUpAfter(socket, 15_000, reject, "no answer while the upload was still coming");
  });
}

describe("registration uploads", () => {
  it("check the sign-in token before the first picture is read", async () => {
    const reply = await startUpload("not-a-sign-in-token");
    expect(reply).toMatch(/^HTTP\/1\.1 401/);
  });

  it("refuse a request larger than a whole registration from its length alone", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/register",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      payload: "--x--\r\n",
    });
    expect(res.statusCode).toBe(413);
  });
});

describe("event covers", () => {
  it("keep one cover and stream other file parts past without decoding them", async () => {
    const host = await t.login();
    const cover = { name: "image", fileName: "cover.jpg", contentType: "image/jpeg", body: await jpeg() };
    // Not a picture at all: were it decoded, the upload would fail as "not an image".
    const junk = {
      name: "extra",
      fileName: "junk.jpg",
      contentType: "image/jpeg",
      body: Buffer.alloc(4096, 7),
    };
    const res = await postMultipart(t.app, "/api/events", [...fieldParts(eventForm()), cover, junk], host);
    expect(res.statusCode).toBe(201);
  });

  it("are refused with 413 past their size from the declared length", async () => {
    const host = await t.login();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: {
        ...host.headers,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(40 * 1024 * 1024),
      },
      payload: "--x--\r\n",
    });
    expect(res.statusCode).toBe(413);
  });
});
