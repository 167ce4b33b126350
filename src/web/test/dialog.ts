import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** Clicks the button that opens a dialog (waiting for it to show) and returns the dialog, by its title when given. */
export async function openDialog(user: UserEvent, button: string, title?: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole("button", { name: button }));
  return screen.getByRole("dialog", title === undefined ? {} : { name: title });
}

/** Opens a confirmation dialog with `button` (titled `title` when given) and answers it with its button named `answer`. */
export async function confirmWith(
  user: UserEvent,
  button: string,
  answer: string,
  title?: string,
): Promise<void> {
  const dialog = await openDialog(user, button, title);
  await user.click(within(dialog).getByRole("button", { name: answer }));
}
