import { Cake, MapPin, Phone, UserRound, UsersRound } from "lucide";
import { FieldList, NotGiven } from "../../../components/field-list";
import { formatDateIn } from "../../../lib/format";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { locationOf } from "../../../lib/location";
import { genderWords } from "../account-words";
import { ProfileScreen } from "../components/profile-screen";
import { FieldsSkeleton } from "../components/profile-skeletons";

const orNotGiven = (text: string | null | undefined) => (text?.trim() ? text : <NotGiven />);

/** SPEC 2 "About you": read-only name, current location, mobile number, birthday, gender. */
export function AboutPage() {
  const t = useMessages("account");
  const language = useLanguage();
  return (
    <ProfileScreen title={t("aboutYou")} backTo="/profile/detail" skeleton={<FieldsSkeleton rows={5} />}>
      {(user) => (
        <FieldList
          fields={[
            { label: t("name"), value: orNotGiven(user.name), icon: UserRound },
            { label: t("currentLocation"), value: orNotGiven(locationOf(user)), icon: MapPin },
            { label: t("mobileNumber"), value: orNotGiven(user.mobileNo), icon: Phone },
            { label: t("birthday"), value: orNotGiven(formatDateIn(language, user.dateOfBirth)), icon: Cake },
            { label: t("gender"), value: orNotGiven(genderWords(t, user.gender)), icon: UsersRound },
          ]}
        />
      )}
    </ProfileScreen>
  );
}
