import type { AuditEntry } from '@beacon/shared/schemas';
import { actionText, actorName, entrySentence } from './auditText';

const ADA = { id: 'local:person:1', name: 'Ada' };
const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'action' | 'entity'>): AuditEntry => ({
  id: '1',
  at: '2030-01-01T10:00:00.000Z',
  actor: ADA,
  entityId: 'x',
  before: null,
  after: null,
  requestId: 'r',
  ...fields,
});

const channel = (candidate: { id: string; percent: number } | null) => ({
  remote: 'mfe_events',
  live: 'aaaaaaaaaaaa',
  previous: null,
  candidate,
});

describe('what the activity log says', () => {
  it('names a page by its title, and a scheduled publication by the site', () => {
    const after = { title: 'Water contracts', revision: 2 };
    expect(entrySentence(entry({ action: 'content.saved', entity: 'content', entityId: 'investigation/water', after }))).toBe(
      'Ada saved a draft of “Water contracts”',
    );
    expect(
      entrySentence(entry({ action: 'content.published', entity: 'content', entityId: 'investigation/water', actor: null, after })),
    ).toBe('The site (scheduled publication) published “Water contracts”');
    expect(entrySentence(entry({ action: 'content.unscheduled', entity: 'content', entityId: 'teaser/my-new-family' }))).toBe(
      'Ada cancelled the scheduled publication of “teaser/my-new-family”',
    );
  });

  it('names the booking an approval or a restore was about, as it names a deletion', () => {
    const names = { requesterName: 'Rae', eventName: 'Panel' };
    expect(
      entrySentence(
        entry({
          action: 'booking.approved',
          entity: 'booking',
          before: { ...names, isConfirmed: false },
          after: { ...names, isConfirmed: true },
        }),
      ),
    ).toBe('Ada approved the booking “Rae — Panel”');
    expect(
      entrySentence(
        entry({
          action: 'booking.restored',
          entity: 'booking',
          before: { ...names, deletedAt: 'x' },
          after: { ...names, deletedAt: null },
        }),
      ),
    ).toBe('Ada restored the booking “Rae — Panel”');
    expect(entrySentence(entry({ action: 'event.restored', entity: 'event', before: { title: 'Vigil' }, after: { title: 'Vigil' } }))).toBe(
      'Ada restored the event “Vigil”',
    );
  });

  it('tells starting, changing and stopping a canary apart, with the share', () => {
    const canary = (before: { id: string; percent: number } | null, after: { id: string; percent: number } | null) =>
      entry({
        action: 'release.canary',
        entity: 'release',
        entityId: 'mfe_events/bbbbbbbbbbbb',
        before: channel(before),
        after: channel(after),
      });
    const b = { id: 'bbbbbbbbbbbb' };
    expect(entrySentence(canary(null, { ...b, percent: 10 }))).toBe(
      'Ada started a canary on 10 % of visitors with “mfe_events/bbbbbbbbbbbb”',
    );
    expect(actionText(canary({ ...b, percent: 10 }, { ...b, percent: 25 }))).toBe('changed the canary from 10 % to 25 % of visitors with');
    expect(actionText(canary({ ...b, percent: 25 }, null))).toBe('stopped the canary (at 25 %) of');
  });

  it('credits an automatic rollback to the release health check and gives its reason', () => {
    const reason = '3 failures in 5 loads (threshold: 50% of at least 5 loads)';
    const rolledBack = entry({
      action: 'release.auto-rolled-back',
      entity: 'release',
      entityId: 'mfe_events/bbbbbbbbbbbb',
      actor: null,
      before: channel(null),
      after: { ...channel(null), reason },
    });
    expect(actorName(rolledBack)).toBe('The site (release health check)');
    expect(entrySentence(rolledBack)).toBe(
      `The site (release health check) rolled back automatically “mfe_events/bbbbbbbbbbbb”: ${reason}`,
    );
    const stopped = { ...rolledBack, before: channel({ id: 'bbbbbbbbbbbb', percent: 20 }) };
    expect(entrySentence(stopped)).toBe(
      `The site (release health check) stopped the canary (at 20 %) automatically “mfe_events/bbbbbbbbbbbb”: ${reason}`,
    );
    // The purge is still the purge.
    expect(actorName(entry({ action: 'booking.purged', entity: 'booking', actor: null }))).toBe('The site (automatic purge)');
  });
});
