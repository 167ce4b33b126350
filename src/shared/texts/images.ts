// The image picker's checks (SPEC 8). Part of MESSAGES (see index.ts).
export const IMAGE_MESSAGES = {
  notAnImage: (file: string) => `${file} is not a valid image file.`,
  imageTooLarge: (file: string) => `${file} exceeds the 5 MB size limit. Please select a smaller file.`,
  maxSelectionsAllowed: (n: number) => `Maximum ${n} selections allowed.`,
  maxSelectionsReached: (n: number) => `Maximum ${n} selections reached.`,
  invalidImage: "Invalid image file. Please select a different image.",
  uploadCancelled: "File upload was cancelled. Please try again.",
  imageProcessing: "Error processing image. Please try again.",
} as const;
