import { SwitchButton } from "../../../components/form-controls";

/** One on/off switch in the preferences table, named by its row and column ("Requests by push"). */
export function ChannelSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return <SwitchButton ariaLabel={label} checked={checked} onChange={onChange} />;
}
