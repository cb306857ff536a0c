import '../../lib/zod-jitless';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  CONTACT_PROGRESS,
  FORM_SUBMITTING_LABEL,
  contactSchema,
  contactToasts,
  servicePreferenceLabels,
  servicePreferences,
  type ContactFormValues,
  type ContactInput,
} from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { FieldError, ProgressBar, TextAreaField, TextField, errorId } from '../../components/ui/form-field';
import { ConsentField } from '../../components/ui/consent-field';
import { useIdempotencyKey } from '../../lib/forms/idempotency-key';
import { Honeypot, guardedFormProps, useFormGuard } from '../../lib/proof-of-work/form-guard-ui';
import { submitContact } from './api';
import { withSupportId } from '../../lib/api/http-client';
import { useSubmitProgress } from '../../lib/forms/use-submit-progress';
import { ContactSuccessPanel } from './contact-success-panel';
import type { IntroCallContact } from './intro-call/intro-call-picker';
import { contactFormTexts, formTexts } from '../../content/texts/public-forms';

const defaultValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  company_name: '',
  message: '',
} satisfies Partial<ContactFormValues>;

const fieldNames = new Set<string>(Object.keys(contactSchema.shape));
const isFieldName = (name: string): name is keyof ContactFormValues => fieldNames.has(name);

/**
 * The contact form of the specification (fields, validation on change and on submit, toasts,
 * progress, success panel). Used on the contact page and in the landing page's contact section.
 */
export function ContactForm() {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const [sent, setSent] = useState<IntroCallContact | null>(null);
  const progress = useSubmitProgress(CONTACT_PROGRESS);
  const idempotency = useIdempotencyKey();
  const guard = useFormGuard();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactSchema),
    mode: 'onChange',
    defaultValues,
  });

  const onInvalid = (fieldErrors: FieldErrors<ContactFormValues>) => {
    toast.error(contactToasts.invalid.title, { description: contactToasts.invalid.description });
    if (fieldErrors.privacy_accepted) {
      toast.error(contactToasts.privacy.title, { description: contactToasts.privacy.description });
    }
  };

  const onValid = async (values: ContactInput) => {
    const toastId = toast.loading(contactToasts.sending.title);
    progress.start();
    try {
      const result = await submitContact(values, idempotency.keyFor(JSON.stringify(values)), guard);
      if (result.kind === 'created') {
        idempotency.settle();
        progress.complete();
        reset();
        // The intro call booked from the success panel belongs to this request.
        setSent({ name: `${values.firstname} ${values.lastname}`, email: values.email, phone: values.phone, contactId: result.id });
        toast.success(contactToasts.success.title, { id: toastId, description: contactToasts.success.description });
        return;
      }
      progress.reset();
      if (result.kind === 'invalid') {
        idempotency.settle();
        for (const [field, message] of Object.entries(result.errors)) {
          if (isFieldName(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        toast.error(contactToasts.invalid.title, { id: toastId, description: contactToasts.invalid.description });
        return;
      }
      // Stored or not, we cannot tell: the values stay, and a retry of the same values reuses the key.
      toast.error(contactToasts.storeFailed.title, { id: toastId, description: withSupportId(result.message ?? contactToasts.storeFailed.description, result.requestId) });
    } catch (error) {
      progress.reset();
      console.error('Contact form failed', error);
      toast.error(contactToasts.formCatch.title, { id: toastId, description: contactToasts.formCatch.description });
    }
  };

  if (sent) return <ContactSuccessPanel contact={sent} />;

  const preferenceError = errors.service_preference?.message;
  const privacyError = errors.privacy_accepted?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-5" aria-label={contactFormTexts.label} data-analytics-form="contact" {...guardedFormProps(guard)}>
      <Honeypot />
      <p className="text-sm text-slate-600">
        {formTexts.requiredNote.before}
        <span aria-hidden="true" className="text-red-700">*</span>
        <span className="sr-only">{formTexts.requiredNote.star}</span>
        {formTexts.requiredNote.after}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={id('firstname')} label="Vorname" autoComplete="given-name" error={errors.firstname?.message} {...register('firstname')} />
        <TextField id={id('lastname')} label="Nachname" autoComplete="family-name" error={errors.lastname?.message} {...register('lastname')} />
        <TextField id={id('email')} label="E-Mail" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField id={id('phone')} label="Telefon" type="tel" autoComplete="tel" optional error={errors.phone?.message} {...register('phone')} />
      </div>
      <TextField
        id={id('company_name')}
        label="Unternehmen"
        autoComplete="organization"
        optional
        error={errors.company_name?.message}
        {...register('company_name')}
      />

      <fieldset
        role="radiogroup"
        aria-required="true"
        aria-invalid={preferenceError ? true : undefined}
        aria-describedby={preferenceError ? errorId(id('service_preference')) : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          {contactFormTexts.servicePreference}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </legend>
        <div className="space-y-2">
          {servicePreferences.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3.5 py-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input type="radio" value={value} className="mt-0.5 size-4 accent-brand-700" {...register('service_preference')} />
              {servicePreferenceLabels[value]}
            </label>
          ))}
        </div>
        <FieldError id={id('service_preference')} message={preferenceError} />
      </fieldset>

      <TextAreaField id={id('message')} label="Nachricht" rows={5} optional error={errors.message?.message} {...register('message')} />

      <ConsentField
        id={id('privacy_accepted')}
        purpose={contactFormTexts.consentPurpose}
        error={privacyError}
        {...register('privacy_accepted')}
      />

      {(isSubmitting || progress.value > 0) && <ProgressBar value={progress.value} label={formTexts.progressLabel} />}

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? FORM_SUBMITTING_LABEL : contactFormTexts.submit}
      </Button>
    </form>
  );
}
