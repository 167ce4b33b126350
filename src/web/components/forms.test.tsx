import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FormEvent, useState } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkBody, firstProblem } from "./form-check";
import { ErrorList, Field, FormField, useFormProblem } from "./forms";

const ORDER = ["name", "city", "pin"] as const;
type Name = (typeof ORDER)[number];

const body = z.object({
  name: z.string().trim().min(1, "Name is required"),
  city: z.string().trim().min(1, "City is required"),
  lat: z.number({ error: "Pin is invalid" }).optional(),
});

describe("firstProblem", () => {
  it("reports the issue of the field highest on screen, whatever order they came in", () => {
    const issues = [
      { path: ["city"], message: "City is required" },
      { path: ["name"], message: "Name is required" },
    ];
    expect(firstProblem(issues, ORDER)).toEqual({ field: "name", message: "Name is required" });
  });

  it("names the input a key is read from, and gives an unlisted field's issue to the form, last", () => {
    const lat = (key: PropertyKey) => (key === "lat" ? "pin" : key);
    expect(firstProblem([{ path: ["lat"], message: "Pin is invalid" }], ORDER, lat)).toEqual({
      field: "pin",
      message: "Pin is invalid",
    });
    const issues = [
      { path: [], message: "Try again" },
      { path: ["pin"], message: "Pin is invalid" },
    ];
    expect(firstProblem(issues, ORDER)).toEqual({ field: "pin", message: "Pin is invalid" });
    expect(firstProblem([{ path: [], message: "Try again" }], ORDER)).toEqual({
      field: null,
      message: "Try again",
    });
    expect(firstProblem([], ORDER)).toBeNull();
  });
});

describe("checkBody", () => {
  it("hands back the parsed body, or the topmost problem with the schema's own message", () => {
    expect(checkBody(body, { name: " Asha ", city: "Pune" }, ORDER)).toEqual({
      ok: true,
      data: { name: "Asha", city: "Pune" },
    });
    expect(checkBody(body, { name: "", city: "" }, ORDER)).toEqual({
      ok: false,
      problem: { field: "name", message: "Name is required" },
    });
    const lat = (key: PropertyKey) => (key === "lat" ? "pin" : key);
    expect(checkBody(body, { name: "Asha", city: "Pune", lat: "x" }, ORDER, { fieldOf: lat })).toEqual({
      ok: false,
      problem: { field: "pin", message: "Pin is invalid" },
    });
  });

  it("refuses a body the schema takes when the form's own issues say otherwise", () => {
    const also = [{ path: ["city"], message: "Where do you meet?" }];
    expect(checkBody(body, { name: "Asha", city: "Pune" }, ORDER, { also })).toEqual({
      ok: false,
      problem: { field: "city", message: "Where do you meet?" },
    });
  });
});

describe("Field and ErrorList", () => {
  it("labels the control and describes it by its hint, and by the error list while it is at fault", () => {
    const { rerender } = render(
      <Field id="f-name" label="Name" hint="As on your ID" errorId="f-error">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("As on your ID");

    rerender(
      <>
        <Field id="f-name" label="Name" hint="As on your ID" invalid errorId="f-error">
          {(control) => <input {...control} />}
        </Field>
        <ErrorList id="f-error" errors={["Name is required"]} />
      </>,
    );
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("As on your ID Name is required");
    expect(screen.getByRole("alert")).toHaveTextContent("Name is required");
  });

  it("shows nothing without errors, one error as a sentence and several as a list", () => {
    const { rerender } = render(<ErrorList errors={[null, undefined, ""]} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    rerender(<ErrorList errors={["Name is required"]} />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    rerender(<ErrorList errors={["Name is required", "City is required"]} />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Name is required",
      "City is required",
    ]);
  });
});

const idOf = (field: Name) => `t-${field}`;

/** A two-field form on the primitive: what a screen writes. */
function Harness() {
  const [values, setValues] = useState({ name: "", city: "" });
  const fields = useFormProblem(idOf, "t-error");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBody(body, values, ORDER);
    if (!checked.ok) fields.show(checked.problem);
    else fields.show({ field: null, message: "The server said no" });
  };
  return (
    <form noValidate onSubmit={submit}>
      {(["name", "city"] as const).map((name) => (
        <FormField key={name} form={fields} name={name} label={name === "name" ? "Name" : "City"}>
          {(control) => (
            <input
              {...control}
              value={values[name]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [name]: e.target.value }));
                fields.clear(name);
              }}
            />
          )}
        </FormField>
      ))}
      <ErrorList id={fields.errorId} errors={[fields.problem?.message]} />
      <button type="submit">Save</button>
    </form>
  );
}

describe("useFormProblem", () => {
  it("focuses the first field at fault, ties it to the message, and clears when that field changes", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const name = screen.getByRole("textbox", { name: "Name" });
    const city = screen.getByRole("textbox", { name: "City" });
    await user.type(city, "Pune");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(city).not.toHaveAttribute("aria-invalid");

    // Another field's edit keeps the message; the field at fault's clears it.
    await user.type(city, "!");
    expect(screen.getByRole("alert")).toHaveTextContent("Name is required");
    await user.type(name, "Asha");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute("aria-invalid");

    // A problem of the whole form marks no field and leaves the focus where it was.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The server said no");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Save" })).toHaveFocus();
  });
});
