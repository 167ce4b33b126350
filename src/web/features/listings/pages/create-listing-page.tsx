import { todayInIndia } from "@shared/event-rules";
import { LIMITS, MAX_SLOTS } from "@shared/limits";
import { CUSTOM_CATEGORY, EVENT_CATEGORIES, PAYMENT_TYPE_LABELS, PAYMENT_TYPES } from "@shared/options";
import { MESSAGES } from "@shared/texts";
import { type FormEvent, type InputHTMLAttributes, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { type Choice, ChoiceChips, inputClasses, Section, Switch } from "../../../components/form-controls";
import { ErrorList, FormField, hintId, useFormProblem } from "../../../components/forms";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { CREATE_LISTING_TEXTS, TEXTS, VERIFICATION_TEXTS } from "../../../lib/texts";
import { useCreateEvent, useLocations } from "../api";
import { CoverPicker } from "../components/cover-picker";
import { PinButton } from "../components/pin-button";
import {
  type CreateForm,
  checkForm,
  EMPTY_FORM,
  type FormField as ListingField,
  toPayload,
  updateForm,
} from "../create-form";

const CATEGORY_CHOICES = EVENT_CATEGORIES.map((value) => ({ value, label: value }));
const PAYMENT_CHOICES = PAYMENT_TYPES.map((value) => ({ value, label: PAYMENT_TYPE_LABELS[value] }));

const fieldId = (field: ListingField) => `listing-${field}`;
const ERROR_ID = "listing-error";
// The short inputs (start time, slots, fee) stay narrow from 640 px.
const NARROW = "sm:max-w-48";

/** SPEC 2 "/listing/input" and 5: a host lists a new experience; an admin approves it. */
export function CreateListingPage() {
  const navigate = useNavigate();
  const today = todayInIndia();
  const [form, setForm] = useState<CreateForm>(EMPTY_FORM);
  const [cover, setCover] = useState<File | null>(null);
  const fields = useFormProblem(fieldId, ERROR_ID);
  const locations = useLocations();
  const create = useCreateEvent();

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
        window.alert(MESSAGES.eventCreated);
        void navigate("/events");
      },
      onError: (err) => fields.show({ field: null, message: errorMessage(err) }),
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

  const descriptionLength = form.description.length;
  const descriptionShort = descriptionLength > 0 && form.description.trim().length < LIMITS.descriptionMin;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title={CREATE_LISTING_TEXTS.title}
        subtitle={CREATE_LISTING_TEXTS.subtitle}
        backTo="/listing?tab=created"
      />
      <form noValidate onSubmit={submit} className="space-y-5 pb-4">
        <Section title={CREATE_LISTING_TEXTS.experienceSection}>
          {inputField("name", CREATE_LISTING_TEXTS.name, {
            type: "text",
            maxLength: LIMITS.eventNameMaxLength,
            placeholder: CREATE_LISTING_TEXTS.namePlaceholder,
            autoComplete: "off",
          })}
          {choiceField("category", CREATE_LISTING_TEXTS.category, CATEGORY_CHOICES, "grid")}
          {form.category === CUSTOM_CATEGORY &&
            inputField("customCategory", CREATE_LISTING_TEXTS.customCategory, {
              type: "text",
              maxLength: 60,
              placeholder: CREATE_LISTING_TEXTS.customCategoryPlaceholder,
            })}
          <FormField
            form={fields}
            name="description"
            label={CREATE_LISTING_TEXTS.description}
            hint={CREATE_LISTING_TEXTS.descriptionHint(LIMITS.descriptionMin, LIMITS.descriptionMax)}
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
                placeholder={CREATE_LISTING_TEXTS.descriptionPlaceholder}
                className={cn(inputClasses, "resize-y py-3")}
              />
            )}
          </FormField>
          <CoverPicker file={cover} onChange={setCover} />
        </Section>

        <Section title={CREATE_LISTING_TEXTS.whereSection}>
          {locations.isError && <ErrorBox>{MESSAGES.locationLoadFailed}</ErrorBox>}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField form={fields} name="state" label={CREATE_LISTING_TEXTS.state}>
              {(control) => (
                <select
                  {...control}
                  value={form.state}
                  onChange={onText("state")}
                  disabled={!locations.data}
                  className={inputClasses}
                >
                  <option value="">
                    {locations.isPending
                      ? CREATE_LISTING_TEXTS.loadingStates
                      : CREATE_LISTING_TEXTS.chooseState}
                  </option>
                  {locations.data?.map((l) => (
                    <option key={l._id} value={l.state}>
                      {l.state}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField form={fields} name="city" label={CREATE_LISTING_TEXTS.city}>
              {(control) => (
                <select
                  {...control}
                  value={form.city}
                  onChange={onText("city")}
                  disabled={form.state === ""}
                  className={inputClasses}
                >
                  <option value="">
                    {form.state ? CREATE_LISTING_TEXTS.chooseCity : CREATE_LISTING_TEXTS.chooseStateFirst}
                  </option>
                  {cities.map((city) => (
                    <option key={city} value={city}>
                      {city}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          {inputField("meetingPlace", CREATE_LISTING_TEXTS.meetingPlace, {
            type: "text",
            maxLength: LIMITS.meetingPlaceMaxLength,
            placeholder: CREATE_LISTING_TEXTS.meetingPlacePlaceholder,
            autoComplete: "off",
          })}
          {inputField(
            "meetingAddress",
            CREATE_LISTING_TEXTS.meetingAddress,
            {
              type: "text",
              maxLength: LIMITS.meetingAddressMaxLength,
              placeholder: CREATE_LISTING_TEXTS.meetingAddressPlaceholder,
              autoComplete: "off",
            },
            CREATE_LISTING_TEXTS.meetingHint,
          )}
          <PinButton id={fieldId("meetingPin")} value={form.meetingPin} onChange={set("meetingPin")} />
        </Section>

        <Section title={CREATE_LISTING_TEXTS.whenSection}>
          <div className="grid gap-5 sm:grid-cols-2">
            {inputField("fromDate", CREATE_LISTING_TEXTS.from, { type: "date", min: today })}
            {inputField("toDate", CREATE_LISTING_TEXTS.to, { type: "date", min: toDateMin })}
          </div>
          {inputField(
            "time",
            CREATE_LISTING_TEXTS.startTime,
            { type: "time", step: LIMITS.timeStepSeconds, className: NARROW },
            CREATE_LISTING_TEXTS.startTimeHint,
          )}
          {inputField(
            "endTime",
            CREATE_LISTING_TEXTS.endTime,
            { type: "time", step: LIMITS.timeStepSeconds, className: NARROW },
            CREATE_LISTING_TEXTS.endTimeHint,
          )}
        </Section>

        <Section title={CREATE_LISTING_TEXTS.groupSection}>
          {inputField(
            "totalSlots",
            CREATE_LISTING_TEXTS.totalSlots,
            {
              type: "number",
              inputMode: "numeric",
              min: LIMITS.slotsMin,
              max: MAX_SLOTS,
              step: 1,
              className: NARROW,
            },
            CREATE_LISTING_TEXTS.totalSlotsHint,
          )}
          <div className="space-y-4">
            <Switch
              id={fieldId("hasCost")}
              label={CREATE_LISTING_TEXTS.hasCost}
              checked={form.hasCost}
              onChange={set("hasCost")}
              describedBy={form.hasCost ? undefined : hintId(fieldId("hasCost"))}
            />
            {!form.hasCost && (
              <p id={hintId(fieldId("hasCost"))} className="text-sm text-gray-600">
                {CREATE_LISTING_TEXTS.free}
              </p>
            )}
            {form.hasCost && choiceField("paymentType", CREATE_LISTING_TEXTS.paymentType, PAYMENT_CHOICES)}
            {form.hasCost && form.paymentType === "fee" && (
              <FormField form={fields} name="cost" label={CREATE_LISTING_TEXTS.fee}>
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
            <Switch
              id={fieldId("verifiedOnly")}
              label={VERIFICATION_TEXTS.verifiedOnly}
              checked={form.verifiedOnly}
              onChange={set("verifiedOnly")}
              describedBy={hintId(fieldId("verifiedOnly"))}
            />
            <p id={hintId(fieldId("verifiedOnly"))} className="text-sm text-gray-600">
              {VERIFICATION_TEXTS.verifiedOnlyHint}
            </p>
          </div>
        </Section>

        <ErrorList id={ERROR_ID} errors={[fields.problem?.message]} />
        <Button type="submit" size="lg" fullWidth busy={create.isPending} busyLabel={TEXTS.pleaseWait}>
          {CREATE_LISTING_TEXTS.submit}
        </Button>
      </form>
    </div>
  );
}
