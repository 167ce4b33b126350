import { todayInIndia } from "@shared/event-rules";
import { LIMITS, MAX_SLOTS } from "@shared/limits";
import { CUSTOM_CATEGORY, EVENT_CATEGORIES, PAYMENT_TYPE_LABELS, PAYMENT_TYPES } from "@shared/options";
import { MESSAGES } from "@shared/texts";
import { type FormEvent, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { ChoiceChips, Field, hintId, inputClasses, Section, Switch } from "../../../components/form-controls";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { CREATE_LISTING_TEXTS, TEXTS } from "../../../lib/texts";
import { useCreateEvent, useLocations } from "../api";
import { CoverPicker } from "../components/cover-picker";
import {
  type CreateForm,
  checkForm,
  EMPTY_FORM,
  type FormField,
  toPayload,
  updateForm,
} from "../create-form";

const CATEGORY_CHOICES = EVENT_CATEGORIES.map((value) => ({ value, label: value }));
const PAYMENT_CHOICES = PAYMENT_TYPES.map((value) => ({ value, label: PAYMENT_TYPE_LABELS[value] }));

const fieldId = (field: FormField) => `listing-${field}`;
const ERROR_ID = "listing-error";

/** SPEC 2 "/listing/input" and 5: a host lists a new experience; an admin approves it. */
export function CreateListingPage() {
  const navigate = useNavigate();
  const today = todayInIndia();
  const [form, setForm] = useState<CreateForm>(EMPTY_FORM);
  const [cover, setCover] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ field: FormField | null; message: string } | null>(null);
  const locations = useLocations();
  const create = useCreateEvent();

  const cities = useMemo(
    () => locations.data?.find((l) => l.state === form.state)?.cities ?? [],
    [locations.data, form.state],
  );

  const set = (field: FormField) => (value: string | boolean) => {
    setForm((f) => updateForm(f, field, value));
    // Editing the field at fault clears its message (a submit shows it again if it is still wrong).
    setProblem((p) => (p?.field === field ? null : p));
  };
  const onText = (field: FormField) => (event: { target: { value: string } }) =>
    set(field)(event.target.value);

  /** Props tying an input to the error box while it is the one at fault. */
  const a11y = (field: FormField, hint = false) => {
    const invalid = problem?.field === field;
    const describedBy = [hint && hintId(fieldId(field)), invalid && ERROR_ID].filter(Boolean).join(" ");
    return {
      id: fieldId(field),
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy || undefined,
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkForm(form, todayInIndia());
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      if (checked.field) document.getElementById(fieldId(checked.field))?.focus();
      return;
    }
    setProblem(null);
    create.mutate(toPayload(checked.input, cover), {
      onSuccess: () => {
        window.alert(MESSAGES.eventCreated);
        void navigate("/events");
      },
      onError: (err) => setProblem({ field: null, message: errorMessage(err) }),
    });
  };

  // The end cannot come before the start; dates are yyyy-mm-dd, so text order is date order.
  const toDateMin = [today, form.fromDate].sort().at(-1);
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
          <Field id={fieldId("name")} label={CREATE_LISTING_TEXTS.name}>
            <input
              {...a11y("name")}
              type="text"
              value={form.name}
              onChange={onText("name")}
              maxLength={LIMITS.eventNameMaxLength}
              placeholder={CREATE_LISTING_TEXTS.namePlaceholder}
              autoComplete="off"
              className={inputClasses}
            />
          </Field>
          <div>
            <p className="mb-2 text-sm font-semibold text-gray-900">{CREATE_LISTING_TEXTS.category}</p>
            <ChoiceChips
              name="category"
              label={CREATE_LISTING_TEXTS.category}
              idPrefix={fieldId("category")}
              choices={CATEGORY_CHOICES}
              layout="grid"
              value={form.category}
              onChange={set("category")}
              invalid={problem?.field === "category"}
            />
          </div>
          {form.category === CUSTOM_CATEGORY && (
            <Field id={fieldId("customCategory")} label={CREATE_LISTING_TEXTS.customCategory}>
              <input
                {...a11y("customCategory")}
                type="text"
                value={form.customCategory}
                onChange={onText("customCategory")}
                maxLength={60}
                placeholder={CREATE_LISTING_TEXTS.customCategoryPlaceholder}
                className={inputClasses}
              />
            </Field>
          )}
          <Field
            id={fieldId("description")}
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
            <textarea
              {...a11y("description", true)}
              value={form.description}
              onChange={onText("description")}
              maxLength={LIMITS.descriptionMax}
              rows={4}
              placeholder={CREATE_LISTING_TEXTS.descriptionPlaceholder}
              className={cn(inputClasses, "resize-y py-3")}
            />
          </Field>
          <CoverPicker file={cover} onChange={setCover} />
        </Section>

        <Section title={CREATE_LISTING_TEXTS.whereSection}>
          {locations.isError && <ErrorBox>{MESSAGES.locationLoadFailed}</ErrorBox>}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={fieldId("state")} label={CREATE_LISTING_TEXTS.state}>
              <select
                {...a11y("state")}
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
            </Field>
            <Field id={fieldId("city")} label={CREATE_LISTING_TEXTS.city}>
              <select
                {...a11y("city")}
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
            </Field>
          </div>
        </Section>

        <Section title={CREATE_LISTING_TEXTS.whenSection}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={fieldId("fromDate")} label={CREATE_LISTING_TEXTS.from}>
              <input
                {...a11y("fromDate")}
                type="date"
                min={today}
                value={form.fromDate}
                onChange={onText("fromDate")}
                className={inputClasses}
              />
            </Field>
            <Field id={fieldId("toDate")} label={CREATE_LISTING_TEXTS.to}>
              <input
                {...a11y("toDate")}
                type="date"
                min={toDateMin}
                value={form.toDate}
                onChange={onText("toDate")}
                className={inputClasses}
              />
            </Field>
          </div>
          <Field
            id={fieldId("time")}
            label={CREATE_LISTING_TEXTS.startTime}
            hint={CREATE_LISTING_TEXTS.startTimeHint}
          >
            <input
              {...a11y("time", true)}
              type="time"
              step={LIMITS.timeStepSeconds}
              value={form.time}
              onChange={onText("time")}
              className={cn(inputClasses, "sm:max-w-48")}
            />
          </Field>
        </Section>

        <Section title={CREATE_LISTING_TEXTS.groupSection}>
          <Field
            id={fieldId("totalSlots")}
            label={CREATE_LISTING_TEXTS.totalSlots}
            hint={CREATE_LISTING_TEXTS.totalSlotsHint}
          >
            <input
              {...a11y("totalSlots", true)}
              type="number"
              inputMode="numeric"
              min={LIMITS.slotsMin}
              max={MAX_SLOTS}
              step={1}
              value={form.totalSlots}
              onChange={onText("totalSlots")}
              className={cn(inputClasses, "sm:max-w-48")}
            />
          </Field>
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
            {form.hasCost && (
              <div>
                <p className="mb-2 text-sm font-semibold text-gray-900">{CREATE_LISTING_TEXTS.paymentType}</p>
                <ChoiceChips
                  name="paymentType"
                  label={CREATE_LISTING_TEXTS.paymentType}
                  idPrefix={fieldId("paymentType")}
                  choices={PAYMENT_CHOICES}
                  value={form.paymentType}
                  onChange={set("paymentType")}
                  invalid={problem?.field === "paymentType"}
                />
              </div>
            )}
            {form.hasCost && form.paymentType === "fee" && (
              <Field id={fieldId("cost")} label={CREATE_LISTING_TEXTS.fee}>
                <div className="relative sm:max-w-48">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-gray-500"
                  >
                    ₹
                  </span>
                  <input
                    {...a11y("cost")}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={form.cost}
                    onChange={onText("cost")}
                    className={cn(inputClasses, "pl-8")}
                  />
                </div>
              </Field>
            )}
          </div>
        </Section>

        {problem && (
          <div id={ERROR_ID}>
            <ErrorBox>{problem.message}</ErrorBox>
          </div>
        )}
        <Button type="submit" size="lg" fullWidth busy={create.isPending} busyLabel={TEXTS.pleaseWait}>
          {CREATE_LISTING_TEXTS.submit}
        </Button>
      </form>
    </div>
  );
}
