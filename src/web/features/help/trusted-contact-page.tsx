import type { TrustedContact } from "@shared/contracts/help";
import { TRUSTED_CONTACT_MESSAGES, TRUSTED_CONTACT_NAME_MAX } from "@shared/texts";
import { useQuery } from "@tanstack/react-query";
import { HeartHandshake } from "lucide";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { Button } from "../../components/button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { ErrorBox } from "../../components/error-box";
import { inputClasses } from "../../components/form-controls";
import { ErrorList, FormField, useFormProblem } from "../../components/forms";
import { Icon } from "../../components/icon";
import { LoadError } from "../../components/load-error";
import { LoadingRegion } from "../../components/loading-region";
import { PageHeader } from "../../components/page-header";
import { Skeleton } from "../../components/skeleton";
import { SuccessNotice } from "../../components/success-notice";
import { errorMessage } from "../../lib/api";
import { useMessages } from "../../lib/i18n";
import { documentTitle } from "../../lib/texts";
import { type ContactForm, trustedContactQuery, useRemoveTrustedContact, useSaveTrustedContact } from "./api";
import { failureWords } from "./help-words";

type FieldName = "name" | "phone" | "email";

// Which field a sentence of the server is about, so the focus goes there.
const FIELD_OF: Record<string, FieldName> = {
  [TRUSTED_CONTACT_MESSAGES.nameRequired]: "name",
  [TRUSTED_CONTACT_MESSAGES.nameTooLong]: "name",
  [TRUSTED_CONTACT_MESSAGES.reachRequired]: "phone",
  [TRUSTED_CONTACT_MESSAGES.invalidNumber]: "phone",
  [TRUSTED_CONTACT_MESSAGES.ownNumber]: "phone",
  [TRUSTED_CONTACT_MESSAGES.invalidEmail]: "email",
  [TRUSTED_CONTACT_MESSAGES.ownEmail]: "email",
};

/** +919876543210 as members read it: +91 98765 43210. */
const readable = (e164: string) => {
  const national = /^\+91(\d{10})$/.exec(e164)?.[1];
  return national ? `${national.slice(0, 5)} ${national.slice(5)}` : e164;
};

const formOf = (saved: TrustedContact | null): ContactForm => ({
  name: saved?.name ?? "",
  phone: saved?.phone ? readable(saved.phone) : "",
  email: saved?.email ?? "",
});

function ContactEditor({ saved }: { saved: TrustedContact | null }) {
  const t = useMessages("help");
  const ids = useId();
  const idOf = useCallback((field: FieldName) => `${ids}-${field}`, [ids]);
  const form = useFormProblem<FieldName>(idOf, `${ids}-error`);
  const save = useSaveTrustedContact();
  const remove = useRemoveTrustedContact();
  const [values, setValues] = useState<ContactForm>(() => formOf(saved));
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const change = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setNotice(null);
    form.clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    // The server checks everything; the screen only says what is plainly missing first.
    if (!values.name.trim()) return form.show({ field: "name", message: t("contactNameRequired") });
    if (!values.phone.trim() && !values.email.trim())
      return form.show({ field: "phone", message: t("contactReachRequired") });
    form.clear();
    save.mutate(values, {
      onSuccess: (body) => {
        setValues(formOf(body.data));
        // The server's one sentence for it (TRUSTED_CONTACT_MESSAGES.saved), in the member's language.
        setNotice(t("contactSaved"));
      },
      onError: (error) => {
        // The field by the server's English sentence, the words in the member's language.
        form.show({ field: FIELD_OF[errorMessage(error)] ?? null, message: failureWords(t, error) });
      },
    });
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormField form={form} name="name" label={t("nameLabel")}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={values.name}
              maxLength={TRUSTED_CONTACT_NAME_MAX + 10}
              onChange={(e) => change("name", e.target.value)}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField form={form} name="phone" label={t("phoneLabel")} hint={t("phoneHint")} optional>
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={values.phone}
              maxLength={32}
              onChange={(e) => change("phone", e.target.value)}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField form={form} name="email" label={t("emailLabel")} hint={t("reachHint")} optional>
          {(control) => (
            <input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={values.email}
              maxLength={254}
              onChange={(e) => change("email", e.target.value)}
              className={inputClasses}
            />
          )}
        </FormField>
        <ErrorList id={form.errorId} errors={[form.problem?.message]} />
        <SuccessNotice>{notice}</SuccessNotice>
        <Button type="submit" size="lg" fullWidth busy={save.isPending} busyLabel={t("saving")}>
          {t("save")}
        </Button>
      </form>
      {saved && (
        <Button
          type="button"
          variant="danger-outline"
          fullWidth
          className="mt-3"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {t("remove")}
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          onClose={() => setConfirming(false)}
          title={t("confirmRemoveTitle")}
          description={t("confirmRemoveDescription")}
          actionLabel={t("confirmRemove")}
          actionVariant="danger"
          busy={remove.isPending}
          busyLabel={t("removing")}
          holdWhileBusy
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                setValues(formOf(null));
                form.clear();
                setNotice(t("contactRemoved"));
              },
            })
          }
        >
          {remove.isError && <ErrorBox className="mt-3">{failureWords(t, remove.error)}</ErrorBox>}
        </ConfirmDialog>
      )}
    </>
  );
}

/** /profile/trusted-contact (issue 38 item 7): the person Help and "Home safe?" tell. */
export function TrustedContactPage() {
  const t = useMessages("help");
  const { data, error, refetch, isRefetching, isSuccess } = useQuery(trustedContactQuery());

  useEffect(() => {
    document.title = documentTitle(t("contactTitle"));
  }, [t]);

  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader title={t("contactTitle")} backTo="/profile/detail/trust" />
      <div className="space-y-5">
        <p className="flex items-start gap-3 text-base text-gray-700">
          <Icon node={HeartHandshake} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{t("contactIntro")}</span>
        </p>
        {isSuccess ? (
          <ContactEditor saved={data} />
        ) : error ? (
          <LoadError error={error} busy={isRefetching} onRetry={() => void refetch()} />
        ) : (
          <LoadingRegion>
            <Skeleton className="h-72 rounded-2xl" />
          </LoadingRegion>
        )}
      </div>
    </div>
  );
}
