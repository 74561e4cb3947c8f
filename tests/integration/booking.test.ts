import { describe, expect, it } from 'vitest';
import { adminSession, asToken, expectOneLog, logsDuring, mailsTo, rejection } from '../helpers/fixtures.ts';
import { customer, seedBookingShop, seedService, serviceForm, venueForm, websiteOf } from '../helpers/booking.ts';
import { adminCtx, ruleForm, seedMember } from '../helpers/loyalty.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedBookingShop);
// Friday 27 November 2026, 12:00 in Kuala Lumpur.
const NOW = () => new Date('2026-11-27T04:00:00Z');
const admin = asToken(rt, shop.admin.token, undefined, NOW);
const web = websiteOf(rt, shop, NOW);
const fieldsOf = async (p: Promise<unknown>) => Object.values((await rejection(p)).fieldErrors ?? {});
const MONDAY = '2026-11-30';

describe('venues', () => {
  it('need a title and an address, are listed, searched and audited', async () => {
    expect(await fieldsOf(admin.booking.createVenue(venueForm({ nameEn: ' ' })))).toEqual(['Venue title is required.']);
    expect(await fieldsOf(admin.booking.createVenue(venueForm({ address: '' })))).toEqual(['Venue address is required.']);
    const { result: venue, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => shop.admin.caller.booking.createVenue(venueForm({ nameEn: 'Mont Kiara 50% hall' })));
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Created booking venue "Mont Kiara 50% hall"', 'booking_system']]);
    expect(venue).toMatchObject({ nameCn: '孟沙', state: 'KUL', active: true, services: 0, bookings: 0 });
    const found = await admin.booking.venues({ search: '50%' });
    expect(found.items.map((v) => v.id)).toEqual([venue.id]);
    const updated = await admin.booking.updateVenue({ id: venue.id, venue: venueForm({ nameEn: 'Hall', active: false }) });
    expect(updated).toMatchObject({ nameEn: 'Hall', active: false });
    await admin.booking.deleteVenue({ id: venue.id });
    expect((await rejection(admin.booking.venue({ id: venue.id }))).code).toBe('NOT_FOUND');
  });
});

describe('services', () => {
  it('need at least one available day, one venue, and times that end after they start without overlapping', async () => {
    const venue = await admin.booking.createVenue(venueForm());
    const off = serviceForm([venue.id], { schedule: [{ dayId: 1, enabled: false, times: [{ startTime: '09:00', endTime: '10:00', slots: 1 }] }, { dayId: 2, enabled: true, times: [] }] });
    expect(await fieldsOf(admin.booking.createService(off))).toEqual(['Please select at least one available day.']);
    expect(await fieldsOf(admin.booking.createService(serviceForm([])))).toEqual(['Select at least one venue.']);
    const day = (times: { startTime: string; endTime: string; slots: number }[]) => serviceForm([venue.id], { schedule: [{ dayId: 3, enabled: true, times }] });
    expect(await fieldsOf(admin.booking.createService(day([{ startTime: '10:00', endTime: '09:00', slots: 1 }])))).toEqual(['The end time must be after the start time.']);
    expect(await fieldsOf(admin.booking.createService(day([{ startTime: '09:00', endTime: '10:30', slots: 1 }, { startTime: '10:00', endTime: '11:00', slots: 1 }])))).toEqual([
      'Times of a day cannot overlap.',
      'Times of a day cannot overlap.',
    ]);
    expect(await fieldsOf(admin.booking.createService(day([{ startTime: '09:00', endTime: '10:00', slots: 0 }])))).toEqual(['Slots must be a whole number of at least 1.']);
    const touching = await admin.booking.createService(day([{ startTime: '10:00', endTime: '11:00', slots: 1 }, { startTime: '09:00', endTime: '10:00', slots: 2 }]));
    expect(touching.schedule).toHaveLength(7);
    expect(touching.schedule[2]!.times.map((t) => t.startTime)).toEqual(['09:00', '10:00']);
    expect((await admin.booking.services({ venueId: venue.id })).items.find((s) => s.id === touching.id)?.availableDays).toEqual([3]);
  });

  it("refuses another merchant's venue, and deleting a venue or service that bookings use", async () => {
    const other = await seedBookingShop(rt);
    const theirs = await other.admin.caller.booking.createVenue(venueForm());
    expect((await rejection(admin.booking.createService(serviceForm([theirs.id])))).code).toBe('NOT_FOUND');
    const { venue, service } = await seedService(admin);
    await web.storefront.booking.book({ serviceId: service.id, venueId: venue.id, day: MONDAY, startTime: '09:00', slots: 1, ...customer() });
    expect((await rejection(admin.booking.deleteVenue({ id: venue.id }))).message).toBe('Bangsar studio is in use');
    expect((await rejection(admin.booking.deleteService({ id: service.id }))).message).toBe('Yoga class is in use');
  });
});

describe('availability', () => {
  it("shows the weekday rows' times on the merchant's clock without closed days, holidays, started times and approved slots", async () => {
    const { venue, service } = await seedService(admin);
    await admin.profile.saveHours({ holidayState: 'KUL', days: [], closedDays: [{ day: '2026-12-01', note: 'Stock take' }] });
    const got = await web.storefront.booking.availability({ serviceId: service.id, venueId: venue.id, from: '2026-11-27', to: '2026-12-25' });
    const byDay = new Map(got.days.map((d) => [d.day, d]));
    expect(got.days).toHaveLength(29);
    // Friday at noon: both of its times have started.
    expect(byDay.get('2026-11-27')!.times).toEqual([]);
    expect(byDay.get('2026-11-28')!.times.map((t) => [t.startTime, t.capacity, t.available])).toEqual([['10:00', 2, 2]]);
    expect(byDay.get('2026-11-29')!.times).toEqual([]);
    expect(byDay.get('2026-12-01')).toMatchObject({ closed: 'closed_day', times: [] });
    expect(byDay.get('2026-12-25')).toMatchObject({ closed: 'holiday', times: [] });
    const monday = byDay.get(MONDAY)!;
    expect(monday.dayId).toBe(1);
    expect(monday.times[0]).toMatchObject({ startTime: '09:00', endTime: '10:00', startsAt: new Date('2026-11-30T01:00:00Z'), available: 5 });

    await web.storefront.booking.book({ serviceId: service.id, venueId: venue.id, day: MONDAY, startTime: '09:00', slots: 3, ...customer() });
    const after = await web.storefront.booking.availability({ serviceId: service.id, venueId: venue.id, from: MONDAY, to: MONDAY });
    expect(after.days[0]!.times.map((t) => t.available)).toEqual([2, 5]);
    await admin.profile.saveHours({ holidayState: '', days: [], closedDays: [] });
  });

  it('answers at most 62 days, in order, and only active services at their venues', async () => {
    const { venue, service } = await seedService(admin);
    expect((await rejection(web.storefront.booking.availability({ serviceId: service.id, venueId: venue.id, from: '2026-12-01', to: '2027-02-01' }))).message).toBe('Choose a range of at most 62 days.');
    expect((await rejection(web.storefront.booking.availability({ serviceId: service.id, venueId: venue.id, from: '2026-12-02', to: '2026-12-01' }))).message).toBe('The end of the range must be after its start.');
    await admin.booking.updateVenue({ id: venue.id, venue: venueForm({ active: false }) });
    expect((await rejection(web.storefront.booking.availability({ serviceId: service.id, venueId: venue.id, from: MONDAY, to: MONDAY }))).message).toBe('This service is not available at this venue.');
    const listed = await web.storefront.booking.services();
    expect(listed.services.map((s) => s.id)).not.toContain(service.id);
    expect(listed.bookAheadDays).toBe(180);
  });
});

describe('booking', () => {
  it('books at once without approval: numbered, slots taken, customer and merchant mailed', async () => {
    await admin.booking.saveSettings({ notificationEmail: 'desk@shop.test' });
    const { venue, service } = await seedService(admin);
    const input = { serviceId: service.id, venueId: venue.id, day: MONDAY, startTime: '10:00', slots: 2, ...customer({ email: 'instant@customer.test', note: 'Window seat' }) };
    const first = await web.storefront.booking.book(input);
    const second = await web.storefront.booking.book({ ...input, slots: 1 });
    expect(first).toMatchObject({ status: 1, endTime: '11:00', slots: 2, amountSen: 10_000 });
    expect(second.bookingNo).toBe(first.bookingNo + 1);
    const taken = await rt.database.client.bookingSlotCount.findFirst({ where: { merchantId: shop.merchantId, serviceId: service.id, day: MONDAY, startTime: '10:00' } });
    expect(taken?.taken).toBe(3);
    const toCustomer = await mailsTo(rt, shop.merchantId, 'instant@customer.test');
    expect(toCustomer[0]!.subject).toBe(`${shop.name}: booking #${second.bookingNo} confirmed`);
    expect(toCustomer[0]!.text).toContain('Time: 10:00-11:00');
    const toDesk = await mailsTo(rt, shop.merchantId, 'desk@shop.test');
    expect(toDesk[0]!.subject).toBe(`${shop.name}: new booking #${second.bookingNo} from Aminah Yusof`);
    expect(toDesk[1]!.text).toContain("Customer's note: Window seat");
  });

  it('refuses too many slots, a day past the window, a time not offered or started, a full time and an unknown member', async () => {
    const { venue, service } = await seedService(admin);
    const input = { serviceId: service.id, venueId: venue.id, day: '2026-11-28', startTime: '10:00', slots: 1, ...customer() };
    expect((await rejection(web.storefront.booking.book({ ...input, slots: 4 }))).message).toBe('You can book at most 3 slots at a time.');
    expect((await rejection(web.storefront.booking.book({ ...input, day: '2027-05-27' }))).message).toBe('Bookings open at most 180 days ahead.');
    expect((await rejection(web.storefront.booking.book({ ...input, startTime: '09:00' }))).message).toBe('This time is not available. Choose another time.');
    expect((await rejection(web.storefront.booking.book({ ...input, day: '2026-11-27' }))).message).toBe('This time is not available. Choose another time.');
    await web.storefront.booking.book({ ...input, slots: 2 });
    const full = await rejection(web.storefront.booking.book(input));
    expect([full.code, full.message]).toEqual(['CONFLICT', 'This time is fully booked. Choose another time.']);
    const other = await seedBookingShop(rt);
    const stranger = await seedMember(await adminCtx(rt, other));
    expect((await rejection(web.storefront.booking.book({ ...input, day: '2026-12-05', memberId: stranger.id }))).code).toBe('NOT_FOUND');
  });

  it('with approval: pending takes nothing, is refused past capacity, approval takes the slots, cancel gives them back', async () => {
    const { venue, service } = await seedService(admin, { approvalRequired: true });
    const input = { serviceId: service.id, venueId: venue.id, day: '2026-12-05', startTime: '10:00', slots: 2, ...customer({ email: 'wait@customer.test' }) };
    const a = await web.storefront.booking.book(input);
    const b = await web.storefront.booking.book(input);
    expect([a.status, b.status]).toEqual([0, 0]);
    // A pending request past the time's capacity (2 slots) is refused at once.
    expect((await rejection(web.storefront.booking.book({ ...input, slots: 3 }))).message).toBe('This time is fully booked. Choose another time.');
    const list = await admin.booking.list({ status: 0, serviceId: service.id });
    const [bRow, aRow] = list.items;
    expect(list.total).toBe(2);
    expect((await web.storefront.booking.availability({ serviceId: service.id, venueId: venue.id, from: input.day, to: input.day })).days[0]!.times[0]!.available).toBe(2);

    const { result: approved, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => shop.admin.caller.booking.approve({ id: aRow!.id }));
    expect(logs.map((l) => l.action)).toEqual([`Approved booking #${a.bookingNo}`]);
    expect(approved).toMatchObject({ status: 1, slots: 2 });
    expect((await rejection(admin.booking.approve({ id: aRow!.id }))).message).toBe('Only a pending booking can be approved.');
    // The time is now full: a new request is refused, and so is approving the other pending one.
    expect((await rejection(web.storefront.booking.book(input))).message).toBe('This time is fully booked. Choose another time.');
    expect((await rejection(admin.booking.approve({ id: bRow!.id }))).message).toBe('This time is fully booked. Choose another time.');
    expect((await mailsTo(rt, shop.merchantId, 'wait@customer.test')).map((m) => m.subject)).toContain(`${shop.name}: booking #${a.bookingNo} approved`);

    const cancelled = await admin.booking.cancel({ id: aRow!.id, reason: 'Instructor ill' });
    expect(cancelled).toMatchObject({ status: 2, cancelReason: 'Instructor ill' });
    expect((await rejection(admin.booking.cancel({ id: aRow!.id }))).message).toBe('This booking is already cancelled.');
    expect((await mailsTo(rt, shop.merchantId, 'wait@customer.test'))[0]!.text).toContain('Reason: Instructor ill');
    expect((await admin.booking.approve({ id: bRow!.id })).status).toBe(1);
  });
});

describe('loyalty rules 7 and 8', () => {
  it('earn once when a booking is approved, times the tier, and are reversed when it is cancelled', async () => {
    const startAt = new Date('2026-11-01T00:00:00Z');
    await admin.loyalty.createRule(ruleForm({ ruleType: 7, pointsGrant: 50, startAt }));
    await admin.loyalty.createRule(ruleForm({ ruleType: 8, pointsType: 2, pointsGrant: 10, amountToReachGoal: 10_000, startAt }));
    const member = await seedMember(await adminCtx(rt, shop));
    const { venue, service } = await seedService(admin, { approvalRequired: true });
    const input = { serviceId: service.id, venueId: venue.id, day: '2026-12-07', startTime: '09:00', ...customer({ email: 'member@customer.test' }), memberId: member.id };
    const small = await web.storefront.booking.book({ ...input, slots: 1 });
    const big = await web.storefront.booking.book({ ...input, slots: 2 });
    const rows = (await admin.booking.list({ search: 'member@customer.test', status: 0 })).items;
    const id = (no: number) => rows.find((r) => r.bookingNo === no)!.id;
    expect((await admin.booking.get({ id: id(small.bookingNo) })).points).toBe(0);
    // RM 50: only rule 7; RM 100 reaches rule 8's goal, 10 points per RM 1.
    expect((await admin.booking.approve({ id: id(small.bookingNo) })).points).toBe(50);
    expect((await admin.booking.approve({ id: id(big.bookingNo) })).points).toBe(50 + 1000);
    const entries = await rt.database.client.pointsEntry.findMany({ where: { merchantId: shop.merchantId, memberId: member.id }, select: { kind: true, points: true, bookingId: true, note: true } });
    expect(entries.filter((e) => e.kind === 'earn').map((e) => e.points).sort((x, y) => x - y)).toEqual([50, 50, 1000]);
    const cancelled = await admin.booking.cancel({ id: id(big.bookingNo) });
    expect(cancelled.points).toBe(0);
    const reversals = await rt.database.client.pointsEntry.findMany({ where: { merchantId: shop.merchantId, bookingId: id(big.bookingNo), kind: 'reversal' }, select: { points: true, note: true } });
    expect(reversals.map((r) => r.points).sort((x, y) => x - y)).toEqual([-1000, -50]);
    expect(english(reversals[0]!.note)).toBe(`Booking #${big.bookingNo} cancelled`);
  });
});

describe('the back office reads', () => {
  it('lists by status, text, booking number and day range; summarises today; feeds the calendar', async () => {
    const { venue, service } = await seedService(admin);
    const input = { serviceId: service.id, venueId: venue.id, startTime: '10:00', slots: 1 };
    const mon = await web.storefront.booking.book({ ...input, day: MONDAY, ...customer({ name: 'Lee Mei Ling', email: 'lee@customer.test' }) });
    await web.storefront.booking.book({ ...input, day: '2026-12-02', ...customer({ name: 'Raj Kumar', email: 'raj@customer.test' }) });
    const byText = await admin.booking.list({ search: 'mei ling', serviceId: service.id });
    expect(byText.items.map((b) => b.bookingNo)).toEqual([mon.bookingNo]);
    expect((await admin.booking.list({ search: `#${mon.bookingNo}` })).items.map((b) => b.name)).toEqual(['Lee Mei Ling']);
    expect((await admin.booking.list({ serviceId: service.id, from: '2026-12-01', to: '2026-12-31' })).items.map((b) => b.name)).toEqual(['Raj Kumar']);
    expect((await admin.booking.list({ serviceId: service.id, status: 2 })).total).toBe(0);
    expect((await rejection(admin.booking.list({ pageSize: 25 }))).code).toBe('BAD_REQUEST');
    const summary = await admin.booking.summary();
    expect(summary.today).toBe('2026-11-27');
    expect(summary.upcoming.map((b) => b.startsAt.getTime())).toEqual([...summary.upcoming.map((b) => b.startsAt.getTime())].sort((x, y) => x - y));
    const calendar = await admin.booking.calendar({ from: new Date('2026-11-29T16:00:00Z'), to: new Date('2026-12-06T16:00:00Z'), serviceId: service.id });
    expect(calendar.items.map((i) => [i.name, i.venueName])).toEqual([['Lee Mei Ling', 'Bangsar studio'], ['Raj Kumar', 'Bangsar studio']]);
    expect((await rejection(admin.booking.calendar({ from: new Date('2026-11-01'), to: new Date('2027-02-01') }))).message).toBe('Choose a range of at most 62 days.');
  });

  it('saves the notification address, audited, and refuses an invalid one', async () => {
    const session = adminSession(rt, shop);
    const { result, logs } = await session.logs(() => session.caller.booking.saveSettings({ notificationEmail: 'front@shop.test' }));
    expect(result).toEqual({ notificationEmail: 'front@shop.test' });
    expectOneLog(logs, { action: 'Saved the booking settings', category: 'booking_system' }, session.request);
    expect(await fieldsOf(admin.booking.saveSettings({ notificationEmail: 'not-an-address' }))).toEqual(['Enter a valid e-mail address.']);
    expect(await admin.booking.settings()).toEqual({ notificationEmail: 'front@shop.test' });
  });
});
