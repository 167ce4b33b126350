import { LIMITS } from "@shared/limits";
import { MESSAGES } from "@shared/texts";

// SPEC 5 and 8: the checks made the moment a picture is picked. The server decodes every upload
// again and accepts JPEG, PNG and WebP only, so the extra pictures are held to the same types.

export const IMAGE_ACCEPT = "image/jpeg,image/jpg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

const EXTENSION_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** The declared type, or the one the name suggests when the browser gave none. */
function typeOf(file: File): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSION_TYPES[extension] ?? "";
}

const isAcceptedType = (file: File) => (LIMITS.avatarTypes as readonly string[]).includes(typeOf(file));

/** Avatar: JPEG, JPG, PNG or WebP, and under 5 MB. */
export function avatarProblem(file: File): string | null {
  if (!isAcceptedType(file)) return MESSAGES.avatarType;
  if (file.size >= LIMITS.imageMaxBytes) return MESSAGES.avatarSize;
  return null;
}

/** An extra profile picture: an image of an accepted type, 5 MB at most. */
export function extraImageProblem(file: File): string | null {
  if (!isAcceptedType(file)) return MESSAGES.notAnImage(file.name);
  if (file.size > LIMITS.imageMaxBytes) return MESSAGES.imageTooLarge(file.name);
  return null;
}
