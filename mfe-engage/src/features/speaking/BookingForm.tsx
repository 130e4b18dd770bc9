import { useRef, useState, type FormEvent } from 'react';
import { useIsClient } from '@beacon/shared/hydration';
import { BOOKING_LIMITS } from '@beacon/shared/schemas/rules';
import { Alert, Button, Input } from '@beacon/shared/ui';
import { Captcha, type CaptchaHandle } from '../../components/Captcha';
import { Field } from '../../components/Field';
import { PrivacyNote } from '../../components/PrivacyNote';
import { SuccessMessage } from '../../components/SuccessMessage';
import { loadEmailSdk } from '../../lib/emailService';
import { BOOKING_MESSAGES, checkBooking, EMPTY_BOOKING, localToday, type BookingFocus, type BookingValues } from './bookingValidation';
import { useBookingSubmit } from './useBookingSubmit';

/** Every field without the whitespace around it. */
const trimmed = (values: BookingValues): BookingValues => ({
  name: values.name.trim(),
  email: values.email.trim(),
  eventName: values.eventName.trim(),
  eventDate: values.eventDate,
  eventLocation: values.eventLocation.trim(),
  details: values.details.trim(),
});

const FIELD_IDS: Record<Exclude<BookingFocus, 'captcha'>, string> = {
  name: 'booking-name',
  email: 'booking-email',
  eventName: 'booking-event-name',
  eventDate: 'booking-event-date',
  eventLocation: 'booking-event-location',
  details: 'booking-details',
};

/**
 * The booking request form: every field marked required, the checks in their fixed order (the
 * browser's own validation is off so the messages are these), a submit that cannot run twice at
 * once, and on failure an alert above the form with everything typed kept.
 */
export function BookingForm() {
  const [values, setValues] = useState<BookingValues>(EMPTY_BOOKING);
  const [token, setToken] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const { phase, error, isBusy, onlySaveLeft, submit, fail } = useBookingSubmit();
  // The visitor's today is known in the browser only: the date picker greys out earlier days once hydrated.
  const isClient = useIsClient();

  const update = (field: keyof BookingValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  // Spaces, tabs and line breaks around a value are not kept (the API trims every string): they go as the visitor
  // leaves the field, on screen, so what is sent is what the field shows.
  const tidy = (field: keyof BookingValues) => () =>
    setValues((current) => (current[field] === current[field].trim() ? current : { ...current, [field]: current[field].trim() }));

  const clearCaptcha = () => {
    setToken(null);
    captcha.current?.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy()) return;
    // Enter in a field sends without leaving it: trimmed here too, and shown.
    const sent = trimmed(values);
    setValues(sent);
    const problem = checkBooking(sent, token !== null || onlySaveLeft(sent), localToday());
    if (problem) {
      fail(problem.message);
      if (problem.focus === 'captcha') captcha.current?.focus();
      else document.getElementById(FIELD_IDS[problem.focus])?.focus();
      return;
    }
    void submit(sent, token, clearCaptcha);
  };

  if (phase === 'success') return <SuccessMessage text={BOOKING_MESSAGES.sent} />;

  const submitting = phase === 'submitting';
  return (
    <>
      {phase === 'error' && error && <Alert type="error" showIcon role="alert" title={error} className="engage-booking-alert" />}
      <form
        className="engage-form"
        noValidate
        aria-label="Booking request"
        onSubmit={onSubmit}
        // The e-mail SDK is fetched once someone starts on the form, not with the page.
        onFocus={() => void loadEmailSdk().catch(() => undefined)}
      >
        <div className="engage-booking-grid">
          <Field htmlFor={FIELD_IDS.name} label="Name" markedRequired>
            <Input
              id={FIELD_IDS.name}
              name="from_name"
              autoComplete="name"
              required
              maxLength={BOOKING_LIMITS.requesterName}
              value={values.name}
              onChange={update('name')}
              onBlur={tidy('name')}
            />
          </Field>
          <Field htmlFor={FIELD_IDS.email} label="Email" markedRequired>
            <Input
              id={FIELD_IDS.email}
              name="from_email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={values.email}
              onChange={update('email')}
              onBlur={tidy('email')}
            />
          </Field>
          <Field htmlFor={FIELD_IDS.eventName} label="Event Name" markedRequired>
            <Input
              id={FIELD_IDS.eventName}
              name="event_name"
              required
              maxLength={BOOKING_LIMITS.eventName}
              value={values.eventName}
              onChange={update('eventName')}
              onBlur={tidy('eventName')}
            />
          </Field>
          <Field htmlFor={FIELD_IDS.eventDate} label="Event Date" markedRequired>
            <Input
              id={FIELD_IDS.eventDate}
              name="event_date"
              type="date"
              required
              min={isClient ? localToday() : undefined}
              value={values.eventDate}
              onChange={update('eventDate')}
            />
          </Field>
        </div>
        <Field htmlFor={FIELD_IDS.eventLocation} label="Event Location" markedRequired>
          <Input
            id={FIELD_IDS.eventLocation}
            name="event_location"
            autoComplete="off"
            required
            maxLength={BOOKING_LIMITS.eventLocation}
            value={values.eventLocation}
            onChange={update('eventLocation')}
            onBlur={tidy('eventLocation')}
          />
        </Field>
        <Field htmlFor={FIELD_IDS.details} label="Message / Event Details" markedRequired>
          <Input.TextArea
            id={FIELD_IDS.details}
            name="message"
            required
            autoSize={{ minRows: 6, maxRows: 15 }}
            maxLength={BOOKING_LIMITS.eventDetails}
            value={values.details}
            onChange={update('details')}
            onBlur={tidy('details')}
          />
        </Field>
        <PrivacyNote what="a booking request" />
        <Captcha ref={captcha} id="booking-captcha" onChange={setToken} />
        <Button type="primary" htmlType="submit" size="large" loading={submitting} disabled={submitting} className="engage-booking-submit">
          Submit
        </Button>
      </form>
    </>
  );
}
