import { useRef, useState } from 'react';
import { useConfig } from '@beacon/shared';
import { ApiRequestError, createBooking, useApiClient } from '@beacon/shared/api';
import type { BookingInput } from '@beacon/shared/schemas';
import { captchaSpent, describeEmailFailure, EmailSendError, sendEmail } from '../../lib/emailService';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { BOOKING_MESSAGES, bookingEmailMessage, type BookingValues } from './bookingValidation';

export type BookingPhase = 'idle' | 'submitting' | 'success' | 'error';

/** One form submission: its key for the API, and whether its e-mail already went out. */
interface Submission {
  key: string;
  fingerprint: string;
  emailSent: boolean;
}

const inputOf = (values: BookingValues): BookingInput => ({
  requesterName: values.name.trim(),
  requesterEmail: values.email.trim(),
  eventName: values.eventName.trim(),
  eventDate: values.eventDate,
  eventLocation: values.eventLocation.trim(),
  eventDetails: values.details.trim(),
});

const messageOf = (error: unknown): string => {
  if (error instanceof EmailSendError) return describeEmailFailure(error);
  if (error instanceof ApiRequestError || (error instanceof Error && error.message)) return error.message;
  return BOOKING_MESSAGES.failed;
};

export interface BookingSubmit {
  phase: BookingPhase;
  error: string | null;
  /** True from the start of a submission to its end (a ref, so a double click sees it before any re-render). */
  isBusy: () => boolean;
  /** Whether the next submit of these values only has to save the booking (its e-mail went out): no captcha needed. */
  onlySaveLeft: (values: BookingValues) => boolean;
  /** Sends the e-mail (with `captchaToken`), then saves the booking; a call while one runs is ignored. */
  submit: (values: BookingValues, captchaToken: string | null, onCaptchaUsed: () => void) => Promise<void>;
  /** Shows a message in the error slot (a failed check). */
  fail: (message: string) => void;
}

/**
 * The booking request: an e-mail through the same service as tips, then POST /booking with an
 * Idempotency-Key (one per submission). If saving fails after the e-mail went out, submitting the
 * same values again only retries the save with the same key: never a second e-mail, never a second
 * booking.
 */
export function useBookingSubmit(): BookingSubmit {
  const client = useApiClient();
  const { emailjs } = useConfig();
  const [phase, setPhase] = useState<BookingPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const current = useRef<Submission | null>(null);

  const submissionFor = (values: BookingValues): Submission => {
    const fingerprint = JSON.stringify(inputOf(values));
    if (current.current?.fingerprint !== fingerprint) current.current = { key: newIdempotencyKey(), fingerprint, emailSent: false };
    return current.current;
  };

  const onlySaveLeft = (values: BookingValues): boolean =>
    current.current?.emailSent === true && current.current.fingerprint === JSON.stringify(inputOf(values));

  const submit: BookingSubmit['submit'] = async (values, captchaToken, onCaptchaUsed) => {
    if (busy.current) return;
    busy.current = true;
    setPhase('submitting');
    setError(null);
    const submission = submissionFor(values);
    try {
      if (!submission.emailSent) {
        if (!captchaToken) throw new Error(BOOKING_MESSAGES.captcha);
        try {
          await sendEmail(
            emailjs,
            { from_name: values.name.trim(), from_email: values.email.trim(), message: bookingEmailMessage(values) },
            captchaToken,
          );
        } catch (failure) {
          if (captchaSpent(failure)) onCaptchaUsed();
          throw failure;
        }
        // A captcha response is single-use: the next submission needs a new one.
        onCaptchaUsed();
        submission.emailSent = true;
      }
      await createBooking(client, inputOf(values), undefined, submission.key);
      current.current = null;
      setPhase('success');
    } catch (failure) {
      console.error('The booking request failed', failure);
      setError(messageOf(failure));
      setPhase('error');
    } finally {
      busy.current = false;
    }
  };

  const fail = (message: string) => {
    setError(message);
    setPhase('error');
  };

  return { phase, error, isBusy: () => busy.current, onlySaveLeft, submit, fail };
}
