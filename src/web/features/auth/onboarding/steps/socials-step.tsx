import type { SocialLinksDraft } from "@shared/onboarding";
import type { ComponentType } from "react";
import { ONBOARDING_TEXTS } from "../../../../lib/texts";
import { TextField } from "../text-field";
import { InstagramMark, LinkedInMark, XMark } from "./social-marks";
import type { StepProps } from "./step-props";

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
      <p className="text-sm text-gray-500">{ONBOARDING_TEXTS.socialsHint}</p>
    </div>
  );
}
