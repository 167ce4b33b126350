import type { SocialLinksDraft } from "@shared/onboarding";
import type { ComponentType } from "react";
import { useMessages } from "../../../../lib/i18n";
import { TextField } from "../text-field";
import { InstagramMark, LinkedInMark, XMark } from "./social-marks";
import type { StepProps } from "./step-props";

// The networks' names are brands and the placeholders web addresses: the same in every language.
const NETWORKS: ReadonlyArray<{
  key: keyof SocialLinksDraft;
  label: string;
  placeholder: string;
  Mark: ComponentType<{ className?: string }>;
}> = [
  { key: "instagram", label: "Instagram", placeholder: "instagram.com/yourname", Mark: InstagramMark },
  { key: "linkedin", label: "LinkedIn", placeholder: "linkedin.com/in/yourname", Mark: LinkedInMark },
  { key: "x", label: "X", placeholder: "x.com/yourname", Mark: XMark },
];

/** Step 9: Instagram, LinkedIn and X; at least one. */
export function SocialsStep({ state, dispatch, fields }: StepProps) {
  const t = useMessages("onboarding");
  return (
    <div className="space-y-4">
      {NETWORKS.map(({ key, label, placeholder, Mark }) => (
        <TextField
          key={key}
          id={fields.idOf(key)}
          label={label}
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={placeholder}
          prefix={<Mark className="size-5" />}
          value={state.draft.socialLinks[key]}
          onValueChange={(value) => dispatch({ type: "editSocial", network: key, value })}
          invalid={fields.invalid(key)}
          errorId={fields.errorId}
          disabled={state.busy}
        />
      ))}
      <p className="text-sm text-gray-500">{t("socialsHint")}</p>
    </div>
  );
}
