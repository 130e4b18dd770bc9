import { useState } from 'react';
import { NotAuthorized } from '../../components/NotAuthorized';
import { SectionHeading } from '../../components/SectionHeading';
import { SectionTabs, type SectionView } from '../../components/SectionTabs';
import { isAccessDenied } from '../../lib/apiErrors';
import { BookingsTable } from './BookingsTable';
import { DeletedBookings } from './DeletedBookings';
import { useBookingList } from './useBookingList';

/** Booking requests, and those deleted lately (restorable). A refused user sees Not Authorized instead. */
export function BookingsSection() {
  const { error } = useBookingList();
  const [view, setView] = useState<SectionView>('current');
  if (isAccessDenied(error)) return <NotAuthorized />;
  return (
    <section aria-labelledby="admin-bookings">
      <SectionHeading id="admin-bookings" title="Bookings" />
      <SectionTabs view={view} onChange={setView} current={<BookingsTable />} deleted={<DeletedBookings />} />
    </section>
  );
}
