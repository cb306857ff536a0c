import '../../lib/zod-jitless';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DEMO_PROGRESS, FORM_SUBMITTING_LABEL, demoFormSchema, demoMessages, demoToasts, type DemoFormValues } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { ProgressBar, TextField } from '../../components/ui/form-field';
import { ConsentField } from '../../components/ui/consent-field';
import { useIdempotencyKey } from '../../lib/forms/idempotency-key';
import { useSubmitProgress } from '../../lib/forms/use-submit-progress';
import { Honeypot, guardedFormProps, useFormGuard } from '../../lib/proof-of-work/form-guard-ui';
import { DEMO_SUCCESS_PATH, formFieldErrors, submitDemoRequest } from './api';
import { withSupportId } from '../../lib/api/http-client';
import { demoFormTexts, formTexts } from '../../content/texts/public-forms';

/** The form id of the spec's route table; the hero button and in-page links lead here. */
export const DEMO_FORM_ID = 'demo-form';

type DemoFormOutput = z.output<typeof demoFormSchema>;

const defaultValues: DemoFormValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  privacy_accepted: false,
};

const showPrivacyToast = () => toast.error(demoToasts.privacy.title, { description: demoToasts.privacy.description });

interface DemoFormProps {
  /** id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The demo-request form of the specification: five required fields checked on every change, consent
 * checked on submit (toast), progress +10 % every 300 ms, then POST /api/demo-requests and a replace
 * navigation to the success page.
 */
export function DemoForm({ labelledBy }: DemoFormProps) {
  const uid = useId();
  const id = (field: keyof DemoFormValues) => `${uid}-${field}`;
  const navigate = useNavigate();
  const progress = useSubmitProgress(DEMO_PROGRESS);
  const idempotency = useIdempotencyKey();
  const guard = useFormGuard();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DemoFormValues, unknown, DemoFormOutput>({
    resolver: zodResolver(demoFormSchema),
    mode: 'onChange',
    defaultValues,
  });

  /** The toast is the spec's message; the inline text tells screen-reader users which control it means. */
  const rejectMissingConsent = () => {
    showPrivacyToast();
    setError('privacy_accepted', { type: 'required', message: demoMessages.privacy });
  };

  const onInvalid = () => {
    if (!getValues('privacy_accepted')) rejectMissingConsent();
  };

  const onValid = async (values: DemoFormOutput) => {
    if (!values.privacy_accepted) {
      rejectMissingConsent();
      return;
    }
    progress.start();
    const result = await submitDemoRequest(values, idempotency.keyFor(JSON.stringify(values)), guard);
    if (result.kind === 'created') {
      idempotency.settle();
      progress.complete();
      toast.success(demoToasts.success.title, { description: demoToasts.success.description });
      await navigate(DEMO_SUCCESS_PATH, { replace: true });
      return;
    }
    progress.reset();
    if (result.kind === 'invalid') {
      idempotency.settle();
      const fieldErrors = formFieldErrors(result.errors);
      fieldErrors.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      if (fieldErrors.length > 0) return;
    }
    // Stored or not, we cannot tell: the values stay, and a retry of the same values reuses the key.
    const failure = result.kind === 'failed' ? result : undefined;
    toast.error(demoToasts.failed.title, { description: withSupportId(failure?.message ?? demoToasts.failed.description, failure?.requestId) });
  };

  const privacyError = errors.privacy_accepted?.message;

  return (
    <form id={DEMO_FORM_ID} noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-labelledby={labelledBy} className="space-y-5" data-analytics-form="demoRequest" {...guardedFormProps(guard)}>
      <Honeypot />
      <p className="text-sm text-slate-600">
        {formTexts.requiredNote.before}
        <span aria-hidden="true" className="text-red-700">*</span>
        <span className="sr-only">{formTexts.requiredNote.star}</span>
        {formTexts.requiredNote.after}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={id('firstName')} label="Vorname" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField id={id('lastName')} label="Nachname" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField id={id('companyName')} label="Firmenname" autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={id('email')} label="E-Mail" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField id={id('phone')} label="Telefonnummer" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      </div>

      <ConsentField
        id={id('privacy_accepted')}
        purpose={demoFormTexts.consentPurpose}
        error={privacyError}
        {...register('privacy_accepted')}
      />

      {(isSubmitting || progress.value > 0) && <ProgressBar value={progress.value} label={formTexts.progressLabel} />}

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? FORM_SUBMITTING_LABEL : demoFormTexts.submit}
      </Button>
    </form>
  );
}
