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
      expect(pushEndpointAllowed(endpoint, { loopback: false })).toBe(true);
  });

  it("refuses any other address, so no member can make the server call an internal one", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pw@fcm.googleapis.com/fcm/send/abc",
      "https://googleapis.com.evil.example/send",
      "https://evilgoogleapis.com/send",
      // Other hosts of the push services' domains are not push services (issue 25 item 8).
      "https://storage.googleapis.com/bucket/object",
      "https://www.googleapis.com/upload",
      "https://push.apple.com/",
      "https://notify.windows.com/",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.5/",
      "https://localhost/push",
      "https://internal-admin/",
      "http://10.0.0.5:9000/push",
      "file:///etc/passwd",
      "not a url",
    ])
      expect(pushEndpointAllowed(endpoint, { loopback: true }), endpoint).toBe(false);
  });

  it("takes http on loopback only when told so (the tests' push service), whatever NODE_ENV says", () => {
    expect(pushEndpointAllowed("http://127.0.0.1:9000/push/1", { loopback: true })).toBe(true);
    expect(pushEndpointAllowed("http://[::1]:9000/push/1", { loopback: true })).toBe(true);
    expect(pushEndpointAllowed("http://10.0.0.5:9000/push/1", { loopback: true })).toBe(false);
    expect(pushEndpointAllowed("http://127.0.0.1:9000/push/1", { loopback: false })).toBe(false);
    expect(pushEndpointAllowed("http://localhost:9000/push/1", { loopback: false })).toBe(false);
  });
});
