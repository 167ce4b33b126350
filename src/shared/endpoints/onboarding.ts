import { z } from "zod";
import { okEnvelope } from "../contracts/envelope";
import { LANGUAGES } from "../languages";
import { LIMITS } from "../limits";
import { endpoint } from "./endpoint";

// The multipart form of SPEC 3 as the server reads it (onboarding/registration-form.ts); lists and
// objects travel as JSON text in their field. The token goes before the pictures: the server checks
// it before it reads the first file.
const registrationForm = z.object({
  firebaseToken: z.string().describe("The identity token (also accepted as idToken)"),
  nonce: z.string().optional(),
  mobileNo: z.string(),
  name: z.string(),
  currentLocation: z.string().describe('"City, Country" or JSON {"city","country"}'),
  dateOfBirth: z.string(),
  gender: z.string(),
  scenePreferences: z.string().describe("JSON list of strings"),
  idealScenes: z.string().describe("JSON list of strings"),
  sceneEnergy: z.string(),
  vibe: z.string(),
  spontaneityComfort: z.string(),
  scenePurpose: z.string().describe("JSON list of strings"),
  trustVerification: z.enum(["true", "false"]).optional(),
  socialLinks: z.string().describe('JSON {"instagram","linkedin","x"}').optional(),
  profileDetails: z.string().describe("JSON object of short answers").optional(),
  language: z
    .enum(LANGUAGES)
    .describe("The language chosen before the account existed; without it, Accept-Language's first en or hi")
    .optional(),
  avatar: z.file(),
  profileImages: z.array(z.file()).max(LIMITS.profileImagesMax).optional(),
});

export const register = endpoint({
  method: "POST",
  path: "/users/register",
  summary: "Register the identity token's account (multipart form of SPEC 3)",
  form: registrationForm,
  response: okEnvelope(z.object({ _id: z.string(), name: z.string() })),
  status: 201,
  errors: [400, 401, 409, 413],
});
