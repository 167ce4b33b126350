import {
  type CreateEventInput,
  createEventSchema,
  meetingPin,
  meetingPointRequired,
  normalisedCost,
} from "@shared/create-event";
import { LIMITS } from "@shared/limits";
import { CUSTOM_CATEGORY, type PaymentType } from "@shared/options";
import { EVENT_MESSAGES } from "@shared/texts";
import { type Checked, checkBody, type Issue } from "../../components/form-check";

// The create-experience form of SPEC 5 as plain data: what the inputs hold, how it becomes the
// shared contract's input, and the payload POST /api/events receives.

export type CreateForm = {
  name: string;
  category: string;
  customCategory: string;
  state: string;
  city: string;
  fromDate: string;
  toDate: string;
  time: string;
  /** The local end time on the last day; optional. */
  endTime: string;
  /** Where the group meets (issue 27): asked by this form, optional for other clients. */
  meetingPlace: string;
  meetingAddress: string;
  /**
   * The map pin as the host gave it: a pasted maps link or coordinates, or "lat,lng" from their
   * phone ("Pin where I am now"); "" when none. The shared parser reads it (shared/map-point.ts).
   */
  meetingPin: string;
  description: string;
  totalSlots: string;
  /** "Is there a cost?" Off means the experience is free to join: everyone pays for themselves. */
  hasCost: boolean;
  paymentType: PaymentType | "";
  cost: string;
  /** "Verified members only" (issue 38 item 6): joining needs the phone and photo checks. */
  verifiedOnly: boolean;
};

export type FormField = keyof CreateForm;

export const EMPTY_FORM: CreateForm = {
  name: "",
  category: "",
  customCategory: "",
  state: "",
  city: "",
  fromDate: "",
  toDate: "",
  time: "",
  endTime: "",
  meetingPlace: "",
  meetingAddress: "",
  meetingPin: "",
  description: "",
  totalSlots: "",
  hasCost: false,
  paymentType: "",
  cost: "",
  verifiedOnly: false,
};

/** Without a cost nobody collects money: each member pays their own way ("dutch"), cost 0. */
export const FREE_PAYMENT_TYPE: PaymentType = "dutch";

/** The form's rules that tie inputs together (SPEC 5). */
export function updateForm(form: CreateForm, field: FormField, value: string | boolean): CreateForm {
  const next = { ...form, [field]: value } as CreateForm;
  if (field === "state") next.city = ""; // a city belongs to the state it was picked in
  if (field === "category" && value !== CUSTOM_CATEGORY) next.customCategory = "";
  if (field === "hasCost" && value === false) {
    next.paymentType = "";
    next.cost = "";
  }
  if (field === "paymentType" && value !== "fee") next.cost = "";
  return next;
}

/** The form as the shared contract reads it; empty inputs stay missing so their own message shows. */
export function toContractInput(form: CreateForm): Record<string, unknown> {
  const orMissing = (value: string) => (value.trim() === "" ? undefined : value);
  const paymentType = form.hasCost ? orMissing(form.paymentType) : FREE_PAYMENT_TYPE;
  return {
    name: form.name,
    description: form.description,
    category: orMissing(form.category),
    customCategory: form.category === CUSTOM_CATEGORY ? form.customCategory : undefined,
    state: form.state,
    city: form.city,
    fromDate: form.fromDate,
    toDate: form.toDate,
    time: form.time,
    endTime: orMissing(form.endTime),
    meetingPlace: orMissing(form.meetingPlace),
    meetingAddress: orMissing(form.meetingAddress),
    meetingLink: orMissing(form.meetingPin),
    totalSlots: orMissing(form.totalSlots),
    paymentType,
    cost: paymentType === "fee" ? orMissing(form.cost) : 0,
    verifiedOnly: form.verifiedOnly,
  };
}

/** Inputs in the order they appear on screen: the first problem shown is the topmost one. */
const FIELD_ORDER: FormField[] = [
  "name",
  "category",
  "customCategory",
  "state",
  "city",
  "meetingPlace",
  "meetingAddress",
  "meetingPin",
  "fromDate",
  "toDate",
  "time",
  "endTime",
  "description",
  "totalSlots",
  "paymentType",
  "cost",
];

/** The pin (its link, or its two numbers) is one input here. */
const PIN_KEYS: readonly PropertyKey[] = ["meetingLat", "meetingLng", "meetingLink"];
const inputOf = (key: PropertyKey) => (PIN_KEYS.includes(key) ? "meetingPin" : key);

/** Checks the form with createEventSchema (the server runs the same) for India's `today`. */
export function checkForm(form: CreateForm, today: string): Checked<CreateEventInput, FormField> {
  const also: Issue[] = [];
  // The schema checks the rules between fields only once every field is valid on its own; the
  // scene's name sits near the top of the form, so its absence is reported in its place.
  if (form.category === CUSTOM_CATEGORY && form.customCategory.trim() === "") {
    also.push({ path: ["customCategory"], message: EVENT_MESSAGES.customCategoryRequired });
  }
  // This form asks where to meet (the API leaves it optional for SPEC clients).
  const meeting = meetingPointRequired({
    meetingPlace: form.meetingPlace.trim() || undefined,
    meetingAddress: form.meetingAddress.trim() || undefined,
  });
  if (meeting) also.push({ path: [meeting.path], message: meeting.message });
  return checkBody(createEventSchema(today), toContractInput(form), FIELD_ORDER, { also, fieldOf: inputOf });
}

/** JSON, or a multipart form with the cover picture under "image". The pin goes as its two numbers. */
export function toPayload(input: CreateEventInput, image: File | null): Record<string, unknown> | FormData {
  const pin = meetingPin(input);
  const point = pin.ok ? pin.point : null;
  const fields: Record<string, string | number> = {
    name: input.name,
    description: input.description,
    category: input.category,
    ...(input.customCategory ? { customCategory: input.customCategory } : {}),
    state: input.state,
    city: input.city,
    fromDate: input.fromDate,
    toDate: input.toDate,
    time: input.time,
    totalSlots: input.totalSlots,
    paymentType: input.paymentType,
    cost: normalisedCost(input),
    ...(input.endTime ? { endTime: input.endTime } : {}),
    ...(input.meetingPlace ? { meetingPlace: input.meetingPlace } : {}),
    ...(input.meetingAddress ? { meetingAddress: input.meetingAddress } : {}),
    ...(point ? { meetingLat: point.lat, meetingLng: point.lng } : {}),
    // As a form field's text, which JSON and multipart both carry.
    ...(input.verifiedOnly ? { verifiedOnly: "true" } : {}),
  };
  if (!image) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append("image", image);
  return form;
}

const COVER_TYPES: readonly string[] = LIMITS.avatarTypes;

/** What is wrong with a cover picture: the listings catalogue's key, and the file it names. */
export type CoverProblem = { key: "coverType" | "coverTooLarge"; file: string };

/**
 * A cover picture must be JPEG, PNG or WebP and 5 MB at most (SPEC 5 and 9). The English words are
 * MESSAGES.avatarType and MESSAGES.imageTooLarge, word for word.
 */
export function coverProblem(file: File): CoverProblem | null {
  if (!COVER_TYPES.includes(file.type.toLowerCase())) return { key: "coverType", file: file.name };
  if (file.size > LIMITS.imageMaxBytes) return { key: "coverTooLarge", file: file.name };
  return null;
}
