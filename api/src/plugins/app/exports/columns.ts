import { BOOKING_CSV_COLUMNS, EVENT_CSV_COLUMNS, type Booking, type Event } from '@beacon/shared/schemas';
import { isoInZone } from '@beacon/shared/time';
import type { CsvValue } from './csv';

/** A booking as a CSV row, in BOOKING_CSV_COLUMNS order (dates stay ISO 8601, as the API sends them). */
export const bookingRow = (booking: Booking): CsvValue[] => {
  const cells: Record<(typeof BOOKING_CSV_COLUMNS)[number], CsvValue> = {
    id: booking._id,
    requesterName: booking.requesterName,
    requesterEmail: booking.requesterEmail,
    eventName: booking.eventName,
    eventDate: booking.eventDate,
    eventLocation: booking.eventLocation,
    eventDetails: booking.eventDetails,
    status: booking.isConfirmed ? 'confirmed' : 'pending',
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
  };
  return BOOKING_CSV_COLUMNS.map((column) => cells[column]);
};

/** An event as a CSV row, in EVENT_CSV_COLUMNS order: UTC instants and the venue's times. The description is the stored (sanitized) HTML. */
export const eventRow = (event: Event): CsvValue[] => {
  const cells: Record<(typeof EVENT_CSV_COLUMNS)[number], CsvValue> = {
    id: event._id,
    title: event.title,
    date: event.date,
    endDate: event.endDate,
    timeZone: event.timeZone,
    venueDate: isoInZone(event.date, event.timeZone),
    venueEndDate: event.endDate === null ? null : isoInZone(event.endDate, event.timeZone),
    status: event.status,
    previousDate: event.previousDate,
    location: event.location,
    category: event.category,
    createdBy: event.createdBy,
    featured: event.isFocused,
    completed: event.isCompleted,
    attendees: event.attendees,
    imageUrl: event.imageUrl,
    description: event.description,
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  };
  return EVENT_CSV_COLUMNS.map((column) => cells[column]);
};
