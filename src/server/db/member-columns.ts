import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./schema";

// The columns a query selects to show a member, written once so every list of people reads the
// same fields: who they are (id, name, avatar) from users or an alias of it (a flag's reporter),
// and for lists of members also their gender and where they live.
export const personColumns = <T extends { id: AnyPgColumn; name: AnyPgColumn; avatar: AnyPgColumn }>(
  table: T,
): Pick<T, "id" | "name" | "avatar"> => ({ id: table.id, name: table.name, avatar: table.avatar });

export const memberSummaryColumns = {
  ...personColumns(users),
  gender: users.gender,
  city: users.currentCity,
  country: users.currentCountry,
};

// What the verification badges are read from (issue 38 item 5): the phone check holds while the
// profile's number is the one a code proved (users/policy.ts isPhoneVerified); the photo check while
// its approval stands.
export const verificationColumns = <
  T extends {
    mobileNo: AnyPgColumn;
    phoneE164: AnyPgColumn;
    phoneVerifiedAt: AnyPgColumn;
    photoVerifiedAt: AnyPgColumn;
  },
>(
  table: T,
): Pick<T, "mobileNo" | "phoneE164" | "phoneVerifiedAt" | "photoVerifiedAt"> => ({
  mobileNo: table.mobileNo,
  phoneE164: table.phoneE164,
  phoneVerifiedAt: table.phoneVerifiedAt,
  photoVerifiedAt: table.photoVerifiedAt,
});
