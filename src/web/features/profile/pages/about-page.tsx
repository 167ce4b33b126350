import { Cake, MapPin, Phone, UserRound, UsersRound } from "lucide";
import { FieldList, NotGiven } from "../../../components/field-list";
import { formatDate } from "../../../lib/format";
import { locationOf } from "../../../lib/location";
import { ABOUT_TEXTS, TEXTS } from "../../../lib/texts";
import { ProfileScreen } from "../components/profile-screen";
import { FieldsSkeleton } from "../components/profile-skeletons";

export function genderLabel(gender: string | null | undefined): string {
  if (!gender) return "";
  return ABOUT_TEXTS.genders[gender] ?? gender;
}

const orNotGiven = (text: string | null | undefined) => (text?.trim() ? text : <NotGiven />);

/** SPEC 2 "About you": read-only name, current location, mobile number, birthday, gender. */
export function AboutPage() {
  return (
    <ProfileScreen title={TEXTS.aboutYou} backTo="/profile/detail" skeleton={<FieldsSkeleton rows={5} />}>
      {(user) => (
        <FieldList
          fields={[
            { label: ABOUT_TEXTS.name, value: orNotGiven(user.name), icon: UserRound },
            { label: ABOUT_TEXTS.currentLocation, value: orNotGiven(locationOf(user)), icon: MapPin },
            { label: ABOUT_TEXTS.mobileNumber, value: orNotGiven(user.mobileNo), icon: Phone },
            { label: ABOUT_TEXTS.birthday, value: orNotGiven(formatDate(user.dateOfBirth)), icon: Cake },
            { label: ABOUT_TEXTS.gender, value: orNotGiven(genderLabel(user.gender)), icon: UsersRound },
          ]}
        />
      )}
    </ProfileScreen>
  );
}
