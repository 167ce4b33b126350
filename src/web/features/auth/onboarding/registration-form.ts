import { activeLanguage } from "../../../lib/i18n";
import type { Identity } from "../auth-api";
import type { OnboardingState } from "./onboarding-reducer";

/** The multipart registration of SPEC 3, as POST /api/users/register reads it. */
export function buildRegistrationForm(identity: Identity, state: OnboardingState): FormData {
  const d = state.draft;
  const links = {
    instagram: d.socialLinks.instagram.trim(),
    linkedin: d.socialLinks.linkedin.trim(),
    x: d.socialLinks.x.trim(),
  };
  const anyLink = Object.values(links).some(Boolean);

  const form = new FormData();
  form.append("firebaseToken", identity.idToken);
  form.append("nonce", identity.nonce);
  // The language the screens speak now (chosen on the sign-in screen, or the browser's guess) is the
  // account's from the start, so the welcome email is already in it (ADR 0055).
  form.append("language", activeLanguage());
  form.append("name", d.name.trim());
  form.append("currentLocation", JSON.stringify({ city: d.city.trim(), country: d.country.trim() }));
  form.append("mobileNo", d.mobileNo);
  form.append("dateOfBirth", d.dateOfBirth);
  form.append("gender", d.gender);
  form.append("spontaneityComfort", d.spontaneityComfort);
  form.append("sceneEnergy", d.sceneEnergy);
  form.append("vibe", d.vibe);
  form.append("scenePreferences", JSON.stringify(d.scenePreferences));
  form.append("idealScenes", JSON.stringify(d.idealScenes));
  form.append("scenePurpose", JSON.stringify(d.scenePurpose));
  form.append("trustVerification", d.trustVerification ? "true" : "false");
  form.append("socialLinks", JSON.stringify(anyLink ? links : {}));
  if (state.avatar) form.append("avatar", state.avatar, state.avatar.name);
  for (const image of state.profileImages) form.append("profileImages", image, image.name);
  return form;
}
