import { todayInIndia } from "@shared/event-rules";
import { LIMITS, MAX_SLOTS } from "@shared/limits";
import { CUSTOM_CATEGORY, EVENT_CATEGORIES, PAYMENT_TYPES } from "@shared/options";
import { type FormEvent, type InputHTMLAttributes, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { type Choice, ChoiceChips, inputClasses, Section, Switch } from "../../../components/form-controls";
import { ErrorList, FormField, hintId, useFormProblem } from "../../../components/forms";
import { PageHeader } from "../../../components/page-header";
import { ApiError, errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { useCreateEvent, useLocations } from "../api";
import { CATEGORY_KEYS } from "../category-keys";
import { CoverPicker } from "../components/cover-picker";
import { MapPinField } from "../components/map-pin-field";
import {
  type CreateForm,
  checkForm,
  EMPTY_FORM,
  type FormField as ListingField,
  toPayload,
  updateForm,
} from "../create-form";
import { type Sentence, sentenceIn } from "../sentences";

const fieldId = (field: ListingField) => `listing-${field}`;
const ERROR_ID = "listing-error";
// The short inputs (start time, slots, fee) stay narrow from 640 px.
const NARROW = "sm:max-w-48";

/** SPEC 2 "/listing/input" and 5: a host lists a new experience; an admin approves it. */
export function CreateListingPage() {
  const t = useMessages("listings");
  const language = useLanguage();
  const navigate = useNavigate();
  const today = todayInIndia();
  const [form, setForm] = useState<CreateForm>(EMPTY_FORM);
  const [cover, setCover] = useState<File | null>(null);
  const fields = useFormProblem(fieldId, ERROR_ID);
  const locations = useLocations();
  const create = useCreateEvent();
  // The server's refusal with its code: the red box says it in the member's language (ADR 0056).
  const [refusal, setRefusal] = useState<Sentence | null>(null);

  // The value is what the API takes (the SPEC's English); the label is the catalogue's.
  const categoryChoices = EVENT_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEYS[value]) }));
  const paymentChoices = PAYMENT_TYPES.map((value) => ({
    value,
    label: t("paymentType", { paymentType: value }),
  }));

  const cities = useMemo(
    () => locations.data?.find((l) => l.state === form.state)?.cities ?? [],
    [locations.data, form.state],
  );

  const set = (field: ListingField) => (value: string | boolean) => {
    setForm((f) => updateForm(f, field, value));
    fields.clear(field);
  };
  const onText = (field: ListingField) => (event: { target: { value: string } }) =>
    set(field)(event.target.value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkForm(form, todayInIndia());
    if (!checked.ok) {
      fields.show(checked.problem);
      return;
    }
    fields.clear();
    create.mutate(toPayload(checked.data, cover), {
      onSuccess: () => {
        window.alert(t("eventCreated"));
        void navigate("/events");
      },
      onError: (err) => {
        const message = errorMessage(err);
        setRefusal({ code: err instanceof ApiError ? err.code : null, message });
        fields.show({ field: null, message });
      },
    });
  };

  // The end cannot come before the start; dates are yyyy-mm-dd, so text order is date order.
  const toDateMin = [today, form.fromDate].sort().at(-1);

  /** One choice of the form as chips under its label, tied to the error box while it is at fault. */
  const choiceField = (
    field: "category" | "paymentType",
    label: string,
    choices: readonly Choice[],
    layout?: "wrap" | "grid",
  ) => (
    <div>
      <p className="mb-2 text-sm font-semibold text-gray-900">{label}</p>
      <ChoiceChips
        name={field}
        label={label}
        idPrefix={fieldId(field)}
        choices={choices}
        layout={layout}
        value={form[field]}
        onChange={set(field)}
        invalid={fields.invalid(field)}
      />
    </div>
  );

  /** One plain input of the form under its label; `input` adds its type and limits, `hint` a line below. */
  const inputField = (
    field:
      | "name"
      | "customCategory"
      | "fromDate"
      | "toDate"
      | "time"
      | "endTime"
      | "totalSlots"
      | "meetingPlace"
      | "meetingAddress",
    label: string,
    input: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <FormField form={fields} name={field} label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...input}
          value={form[field]}
          onChange={onText(field)}
          className={cn(inputClasses, input.className)}
        />
      )}
    </FormField>
  );

  /** The state or the city as a select: first what to do (an empty value), then the places to choose from. */
  const placeField = (
    field: "state" | "city",
    label: string,
    prompt: string,
    places: readonly string[],
    disabled: boolean,
  ) => (
    <FormField form={fields} name={field} label={label}>
      {(control) => (
        <select
          {...control}
          value={form[field]}
          onChange={onText(field)}
          disabled={disabled}
          className={inputClasses}
        >
          <option value="">{prompt}</option>
          {places.map((place) => (
            <option key={place} value={place}>
              {place}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  /** A yes-or-no of the form as a switch, described by the line under it while there is one. */
  const switchField = (field: "hasCost" | "verifiedOnly", label: string, hint: string | null) => (
    <>
      <Switch
        id={fieldId(field)}
        label={label}
        checked={form[field]}
        onChange={set(field)}
        describedBy={hint ? hintId(fieldId(field)) : undefined}
      />
      {hint && (
        <p id={hintId(fieldId(field))} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
    </>
  );

  const descriptionLength = form.description.length;
  const descriptionShort = descriptionLength > 0 && form.description.trim().length < LIMITS.descriptionMin;
  // The problem shown: the server's by its code while it is the one shown, else the rules' sentence.
  const problem = fields.problem?.message;
  const problemText =
    problem && sentenceIn(t, language, problem === refusal?.message ? refusal : { message: problem });

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title={t("createTitle")}
        subtitle={t("createSubtitle")}
        backTo="/listing?tab=created"
        backLabel={t("back")}
      />
      <form noValidate onSubmit={submit} className="space-y-5 pb-4">
        <Section title={t("experienceSection")}>
          {inputField("name", t("name"), {
            type: "text",
            maxLength: LIMITS.eventNameMaxLength,
            placeholder: t("namePlaceholder"),
            autoComplete: "off",
          })}
          {choiceField("category", t("category"), categoryChoices, "grid")}
          {form.category === CUSTOM_CATEGORY &&
            inputField("customCategory", t("customCategory"), {
              type: "text",
              maxLength: 60,
              placeholder: t("customCategoryPlaceholder"),
            })}
          <FormField
            form={fields}
            name="description"
            label={t("description")}
            hint={t("descriptionHint", { min: LIMITS.descriptionMin, max: LIMITS.descriptionMax })}
            aside={
              <span
                aria-live="polite"
                className={cn("shrink-0 tabular-nums", descriptionShort ? "text-amber-700" : "text-gray-500")}
              >
                {descriptionLength}/{LIMITS.descriptionMax}
              </span>
            }
          >
            {(control) => (
              <textarea
                {...control}
                value={form.description}
                onChange={onText("description")}
                maxLength={LIMITS.descriptionMax}
                rows={4}
                placeholder={t("descriptionPlaceholder")}
                className={cn(inputClasses, "resize-y py-3")}
              />
            )}
          </FormField>
          <CoverPicker file={cover} onChange={setCover} />
        </Section>

        <Section title={t("whereSection")}>
          {locations.isError && <ErrorBox>{t("locationLoadFailed")}</ErrorBox>}
          <div className="grid gap-5 sm:grid-cols-2">
            {placeField(
              "state",
              t("state"),
              t(locations.isPending ? "loadingStates" : "chooseState"),
              locations.data?.map((l) => l.state) ?? [],
              !locations.data,
            )}
            {placeField(
              "city",
              t("city"),
              t(form.state ? "chooseCity" : "chooseStateFirst"),
              cities,
              form.state === "",
            )}
          </div>
          {inputField("meetingPlace", t("meetingPlace"), {
            type: "text",
            maxLength: LIMITS.meetingPlaceMaxLength,
            placeholder: t("meetingPlacePlaceholder"),
            autoComplete: "off",
          })}
          {inputField(
            "meetingAddress",
            t("meetingAddress"),
            {
              type: "text",
              maxLength: LIMITS.meetingAddressMaxLength,
              placeholder: t("meetingAddressPlaceholder"),
              autoComplete: "off",
            },
            t("meetingHint"),
          )}
          <MapPinField form={fields} value={form.meetingPin} onChange={set("meetingPin")} />
        </Section>

        <Section title={t("whenSection")}>
          <div className="grid gap-5 sm:grid-cols-2">
            {inputField("fromDate", t("from"), { type: "date", min: today })}
            {inputField("toDate", t("to"), { type: "date", min: toDateMin })}
          </div>
          {inputField(
            "time",
            t("startTime"),
            { type: "time", step: LIMITS.timeStepSeconds, className: NARROW },
            t("startTimeHint"),
          )}
          {inputField(
            "endTime",
            t("endTime"),
            { type: "time", step: LIMITS.timeStepSeconds, className: NARROW },
            t("endTimeHint"),
          )}
        </Section>

        <Section title={t("groupSection")}>
          {inputField(
            "totalSlots",
            t("totalSlots"),
            {
              type: "number",
              inputMode: "numeric",
              min: LIMITS.slotsMin,
              max: MAX_SLOTS,
              step: 1,
              className: NARROW,
            },
            t("totalSlotsHint"),
          )}
          <div className="space-y-4">
            {switchField("hasCost", t("hasCost"), form.hasCost ? null : t("free"))}
            {form.hasCost && choiceField("paymentType", t("paymentQuestion"), paymentChoices)}
            {form.hasCost && form.paymentType === "fee" && (
              <FormField form={fields} name="cost" label={t("feeLabel")}>
                {(control) => (
                  <div className={cn("relative", NARROW)}>
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-gray-500"
                    >
                      ₹
                    </span>
                    <input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={form.cost}
                      onChange={onText("cost")}
                      className={cn(inputClasses, "pl-8")}
                    />
                  </div>
                )}
              </FormField>
            )}
          </div>
          <div className="space-y-2">
            {switchField("verifiedOnly", t("verifiedOnly"), t("verifiedOnlyHint"))}
          </div>
        </Section>

        <ErrorList id={ERROR_ID} errors={[problemText]} />
        <Button type="submit" size="lg" fullWidth busy={create.isPending} busyLabel={t("pleaseWait")}>
          {t("submit")}
        </Button>
      </form>
    </div>
  );
}
