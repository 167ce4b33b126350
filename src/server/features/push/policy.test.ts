import { describe, expect, it } from "vitest";
import { pushEndpointAllowed } from "./policy";

describe("pushEndpointAllowed", () => {
  it("takes the browsers' push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
    ])
      expect(pushEndpointAllowed(endpoint, "production")).toBe(true);
  });

  it("refuses any other address, so no member can make the server call an internal one", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pw@fcm.googleapis.com/fcm/send/abc",
      "https://googleapis.com.evil.example/send",
      "https://evilgoogleapis.com/send",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.5/",
      "https://localhost/push",
      "https://internal-admin/",
      "http://127.0.0.1:9000/push",
      "file:///etc/passwd",
      "not a url",
    ])
      expect(pushEndpointAllowed(endpoint, "production"), endpoint).toBe(false);
  });

  it("takes http on loopback only outside production", () => {
    expect(pushEndpointAllowed("http://127.0.0.1:9000/push/1", "test")).toBe(true);
    expect(pushEndpointAllowed("http://[::1]:9000/push/1", "development")).toBe(true);
    expect(pushEndpointAllowed("http://10.0.0.5:9000/push/1", "test")).toBe(false);
    expect(pushEndpointAllowed("http://127.0.0.1:9000/push/1", "production")).toBe(false);
  });
});
