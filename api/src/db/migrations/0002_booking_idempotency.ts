// One booking per Idempotency-Key: a retried POST /booking finds the booking its first attempt made.
export const id = '0002_booking_idempotency';

export const sql = `
CREATE TABLE booking_idempotency_keys (
  key text PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_idempotency_keys_booking_idx ON booking_idempotency_keys (booking_id);
`;
