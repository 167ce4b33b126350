import sharp from "sharp";
import { registrationFields } from "./registration";

// A member registered the way the web app does it, over HTTP against a running server: an ID token
// from the development issuer, the onboarding form with an avatar, then the sign-in. For tests and
// scripts that talk to real processes (whose database they cannot reach directly).

export type HttpMember = { email: string; userId: string; token: string; headers: Record<string, string> };

let avatar: Promise<Buffer> | undefined;
const avatarPng = () =>
  (avatar ??= sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer());

async function json(res: Response, what: string): Promise<{ data: Record<string, unknown> }> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: Record<string, unknown> };
}

async function idToken(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/dev-idp/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

export async function registerOverHttp(
  base: string,
  email: string,
  name = "Asha Menon",
): Promise<HttpMember> {
  const form = new FormData();
  const fields = registrationFields(await idToken(base, email), {
    name,
    currentLocation: JSON.stringify({ city: "Bengaluru", country: "India" }),
    mobileNo: "9876543210",
    dateOfBirth: "1995-06-15",
    sceneEnergy: "Balanced and Flexible",
    vibe: "I can vibe with almost anyone",
    socialLinks: JSON.stringify({ instagram: "https://instagram.com/meetup.test" }),
  });
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("avatar", new Blob([await avatarPng()], { type: "image/png" }), "avatar.png");
  await json(await fetch(`${base}/api/users/register`, { method: "POST", body: form }), `register ${email}`);
  return loginOverHttp(base, email);
}

export async function loginOverHttp(base: string, email: string): Promise<HttpMember> {
  const res = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firebaseToken: await idToken(base, email) }),
  });
  const { data } = (await json(res, `login ${email}`)) as {
    data: { accessToken: string; user: { _id: string } };
  };
  return {
    email,
    userId: data.user._id,
    token: data.accessToken,
    headers: { authorization: `Bearer ${data.accessToken}` },
  };
}
