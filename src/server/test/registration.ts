// A complete registration as a new member sends it (SPEC 5: the form and the ten answers), for the
// tests that register through POST /api/users/register; `overrides` changes a field, and null
// leaves it out. The identity token is the caller's (a development issuer's, or over HTTP).
export function registrationFields(
  firebaseToken: string,
  overrides: Record<string, string | null> = {},
): Record<string, string> {
  const fields: Record<string, string | null> = {
    firebaseToken,
    name: "Kavya Rao",
    currentLocation: JSON.stringify({ city: "Mysuru", country: "India" }),
    mobileNo: "9123456780",
    dateOfBirth: "1996-08-15",
    gender: "female",
    spontaneityComfort: "Okay figuring it out",
    sceneEnergy: "Chill and Slow",
    vibe: "My kind of people – similar vibes matter",
    scenePreferences: JSON.stringify(["Chai & Conversations", "Nature Walks & Hikes"]),
    idealScenes: JSON.stringify(["Sunday café crawl"]),
    scenePurpose: JSON.stringify(["Make like-minded friends"]),
    trustVerification: "true",
    socialLinks: JSON.stringify({ instagram: "https://instagram.com/kavya" }),
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/** The fields as multipart parts (test/multipart.ts). */
export const fieldParts = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));
