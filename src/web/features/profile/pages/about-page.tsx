import { Cake, MapPin, Phone, UserRound, UsersRound } from "lucide-react";
import { FieldList, NotGiven } from "../../../components/field-list";
import { formatDate } from "../../../lib/format";
import { locationOf } from "../../../lib/location";
import { ProfileScreen } from "../components/profile-screen";
import { FieldsSkeleton } from "../components/profile-skeletons";

const GENDER_LABELS: Record<string, string> = { male: "Male", female: "Female", other: "Other" };

export function genderLabel(gender: string | null | undefined): string {
  if (!gender) return "";
  return GENDER_LABELS[gender] ?? gender;
}

const orNotGiven = (text: string | null | undefined) => (text?.trim() ? text : <NotGiven />);

/** SPEC 2 "About you": read-only name, current location, mobile number, birthday, gender. */
export function AboutPage() {
  return (
    <ProfileScreen title="About you" backTo="/profile/detail" skeleton={<FieldsSkeleton rows={5} />}>
      {(user) => (
        <FieldList
          fields={[
            { label: "Name", value: orNotGiven(user.name), icon: UserRound },
            { label: "Current location", value: orNotGiven(locationOf(user)), icon: MapPin },
            { label: "Mobile number", value: orNotGiven(user.mobileNo), icon: Phone },
            { label: "Birthday", value: orNotGiven(formatDate(user.dateOfBirth)), icon: Cake },
            { label: "Gender", value: orNotGiven(genderLabel(user.gender)), icon: UsersRound },
          ]}
        />
      )}
    </ProfileScreen>
  );
}
